import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('admin formats', () => {
  it('writes an instant in Paris time, and leaves an unreadable one as it is', () => {
    expect(formatDateTime('2026-11-23T21:41:00Z')).toBe('23/11/2026 22:41');
    expect(formatDateTime('pas une date')).toBe('pas une date');
  });
});
