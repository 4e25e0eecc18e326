import { describe, expect, it } from 'vitest';
import { responsivenessText } from './answerTime';

describe('responsivenessText', () => {
  it('joins the lines the server wrote, as the first screens do', () => {
    expect(
      responsivenessText({ answerLine: 'Répond généralement sous 4 jours', readingLine: 'Consulte activement les candidatures' }),
    ).toBe('Répond généralement sous 4 jours · Consulte activement les candidatures');
    expect(responsivenessText({ answerLine: null, readingLine: 'Consulte activement les candidatures' })).toBe(
      'Consulte activement les candidatures',
    );
    expect(responsivenessText({ answerLine: null, readingLine: null })).toBe('');
    expect(responsivenessText(null)).toBe('');
  });
});
