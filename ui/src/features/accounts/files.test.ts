import { describe, expect, it } from 'vitest';
import { cvFileProblem } from './files';

const MB = 1024 * 1024;

describe('CV checks in the browser', () => {
  it('accepts a PDF of up to 5 MB (5242880 bytes)', () => {
    expect(cvFileProblem({ name: 'cv.pdf', size: 120_000 })).toBeNull();
    expect(cvFileProblem({ name: 'CV Camille.PDF', size: 5 * MB })).toBeNull();
  });

  it('refuses any other extension with the PDF message', () => {
    for (const name of ['cv.docx', 'cv.pdf.exe', 'cv', 'photo.png', 'cvpdf']) {
      expect(cvFileProblem({ name, size: 1000 }), name).toBe('Merci de ne joindre que des documents au format PDF.');
    }
  });

  it('refuses more than 5 MB with the size message', () => {
    expect(cvFileProblem({ name: 'cv.pdf', size: 5 * MB + 1 })).toBe('Le document a une taille supérieure à 5MB.');
  });
});
