import { describe, expect, it } from 'vitest';
import { isWebAddress, withScheme } from './links';

describe('withScheme', () => {
  it('gives https:// to an address typed without its scheme (issue 58, minor 23)', () => {
    expect(withScheme(' linkedin.com/in/lea ')).toBe('https://linkedin.com/in/lea');
    expect(withScheme('www.linkedin.com/in/lea-martin')).toBe('https://www.linkedin.com/in/lea-martin');
    expect(withScheme('//atelier.fr')).toBe('https://atelier.fr');
  });

  it('leaves an address with a scheme, or nothing, as typed', () => {
    expect(withScheme('http://linkedin.com/in/lea')).toBe('http://linkedin.com/in/lea');
    expect(withScheme('https://www.linkedin.com/in/lea')).toBe('https://www.linkedin.com/in/lea');
    expect(withScheme('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(withScheme('  ')).toBe('');
  });
});

describe('isWebAddress', () => {
  it('accepts http and https addresses, with or without their scheme', () => {
    expect(isWebAddress('https://www.service-public.fr/particuliers')).toBe(true);
    expect(isWebAddress('legifrance.gouv.fr/codes')).toBe(true);
    expect(isWebAddress('http://atelier.fr')).toBe(true);
  });

  it('refuses other schemes, spaces and hosts without a dot', () => {
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('data:text/html,x')).toBe(false);
    expect(isWebAddress('mailto:rh@atelier.fr')).toBe(false);
    expect(isWebAddress('https://atelier fr')).toBe(false);
    expect(isWebAddress('localhost')).toBe(false);
    expect(isWebAddress('')).toBe(false);
  });
});
