import { describe, expect, it } from 'vitest';
import { guillemets, of } from './french';

describe('of', () => {
  it('elides « de » before a vowel, accented or not, and keeps it before a consonant', () => {
    expect(of('Atelier Berthelin')).toBe('d’Atelier Berthelin');
    expect(of('Inès Moreau')).toBe('d’Inès Moreau');
    expect(of('Éditions Sauvage')).toBe('d’Éditions Sauvage');
    expect(of('Maison Lumen')).toBe('de Maison Lumen');
    expect(of(' Camille Durand ')).toBe('de Camille Durand');
  });
});

describe('guillemets', () => {
  it('binds the guillemets to the text with no-break spaces', () => {
    expect(guillemets('Postuler')).toBe('«\u00a0Postuler\u00a0»');
  });
});
