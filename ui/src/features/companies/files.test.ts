import { describe, expect, it } from 'vitest';
import { logoFileProblem } from './files';

const MB = 1024 * 1024;

describe('logo checks in the browser', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB', () => {
    expect(logoFileProblem({ name: 'logo.png', size: 2 * MB, type: 'image/png' })).toBeNull();
    expect(logoFileProblem({ name: 'logo.JPG', size: 1000, type: 'image/jpeg' })).toBeNull();
    expect(logoFileProblem({ name: 'logo.webp', size: 1000, type: '' })).toBeNull();
  });

  it('refuses SVG and other files, and more than 2 MB', () => {
    expect(logoFileProblem({ name: 'logo.svg', size: 1000, type: 'image/svg+xml' })).toBe('Le logo doit être une image PNG, JPEG ou WebP.');
    expect(logoFileProblem({ name: 'logo.pdf', size: 1000, type: 'application/pdf' })).toBe(
      'Le logo doit être une image PNG, JPEG ou WebP.',
    );
    expect(logoFileProblem({ name: 'logo.png', size: 2 * MB + 1, type: 'image/png' })).toBe('Le logo a une taille supérieure à 2MB.');
    expect(logoFileProblem({ name: 'logo.gif', size: 1000, type: 'image/gif' })).toBe('Le logo doit être une image PNG, JPEG ou WebP.');
  });
});
