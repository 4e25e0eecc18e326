import { describe, expect, it } from 'vitest';
import { isUrgentKey } from './format';

describe('billing format', () => {
  it('reads urgent as an alias of the Urgent pricing', () => {
    expect(isUrgentKey('urgent', [])).toBe(true);
    expect(isUrgentKey('6', ['6', 'uuid-6'])).toBe(true);
    expect(isUrgentKey('2', ['6'])).toBe(false);
  });
});
