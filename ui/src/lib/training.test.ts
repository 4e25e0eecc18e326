import { describe, expect, it } from 'vitest';
import { duration, legalCell, trainingLine } from './training';

describe('a training offer in words', () => {
  it('says the diploma, the length and the month it starts', () => {
    expect(trainingLine({ diploma: { name: 'CAP' }, durationMonths: 24, startsOn: '2027-09-01' })).toBe(
      'CAP · 2 ans · début septembre 2027',
    );
    expect(trainingLine({ diploma: null, durationMonths: 6, startsOn: '2027-03-15' })).toBe('6 mois · début mars 2027');
  });

  it('counts years when the months make whole years', () => {
    expect(duration(12)).toBe('1 an');
    expect(duration(36)).toBe('3 ans');
    expect(duration(18)).toBe('18 mois');
  });

  it('writes a cell of the legal grid', () => {
    expect(legalCell(43, 78_390)).toMatch(/^43\u00a0% du SMIC · 783,90/);
  });
});
