import { describe, expect, it } from 'vitest';
import { formatCents, isUrgentKey } from './format';

describe('billing format', () => {
  it('shows amounts to the cent in French', () => {
    expect(formatCents(58800).replace(/\s/g, ' ')).toBe('588,00 €');
    expect(formatCents(5880).replace(/\s/g, ' ')).toBe('58,80 €');
  });

  it('reads urgent as an alias of the Urgent pricing', () => {
    expect(isUrgentKey('urgent', [])).toBe(true);
    expect(isUrgentKey('6', ['6', 'uuid-6'])).toBe(true);
    expect(isUrgentKey('2', ['6'])).toBe(false);
  });
});
