import { describe, expect, it } from 'vitest';
import {
  APPLICATION_DOCUMENT_MAX_BYTES,
  applicationDocumentProblem,
  applicationProblems,
  hasProblems,
  type ApplicationForm,
} from './application';

const pdf = (name: string, size = 1000) => Object.defineProperty(new File(['%PDF-1.4\n%%EOF\n'], name), 'size', { value: size });

const form = (overrides: Partial<ApplicationForm> = {}): ApplicationForm => ({
  phone: '06 12 34 56 78',
  coverLetterMessage: '',
  questionsAnswerMessage: '',
  cv: pdf('cv.pdf'),
  profileCv: false,
  coverLetter: pdf('lettre.pdf'),
  portfolio: [],
  bookPdf: false,
  ...overrides,
});

describe('application checks (spec section 5)', () => {
  it('takes PDFs by their extension, whatever its case', () => {
    expect(applicationDocumentProblem({ name: 'cv.pdf', size: 10 }, 1)).toBeNull();
    expect(applicationDocumentProblem({ name: 'CV Dupont.PDF', size: 10 }, 1)).toBeNull();
    for (const name of ['cv.docx', 'cv.pdf.exe', 'cv', 'photo.png', 'cv.pdfx']) {
      expect(applicationDocumentProblem({ name, size: 10 }, 1), name).toBe('Merci de ne joindre que des documents au format PDF.');
    }
  });

  it('accepts 5242880 bytes, not one more, naming the document', () => {
    expect(APPLICATION_DOCUMENT_MAX_BYTES).toBe(5242880);
    expect(applicationDocumentProblem({ name: 'cv.pdf', size: 5242880 }, 1)).toBeNull();
    expect(applicationDocumentProblem({ name: 'cv.pdf', size: 5242881 }, 1)).toBe('Le document n°1 a une taille supérieure à 5MB.');
    expect(applicationDocumentProblem({ name: 'lettre.pdf', size: 5242881 }, 2)).toBe('Le document n°2 a une taille supérieure à 5MB.');
  });

  it('checks the extension before the size', () => {
    expect(applicationDocumentProblem({ name: 'cv.doc', size: 9_000_000 }, 2)).toBe('Merci de ne joindre que des documents au format PDF.');
  });

  it('requires a phone that is not blank', () => {
    expect(applicationProblems(form({ phone: '   ' })).phone).toBe('Le numéro de téléphone est obligatoire.');
    expect(applicationProblems(form()).phone).toBeNull();
  });

  it('asks for both documents when either is missing', () => {
    expect(applicationProblems(form({ cv: null })).missingDocuments).toBe(true);
    expect(applicationProblems(form({ coverLetter: null })).missingDocuments).toBe(true);
    expect(applicationProblems(form()).missingDocuments).toBe(false);
    // A CV of her own is the classic form, profile CV or not: both PDFs, the spec's modal.
    expect(applicationProblems(form({ profileCv: true, coverLetter: null, coverLetterMessage: 'Motivée' })).missingDocuments).toBe(true);
  });

  it('applies in one step with the profile’s CV and the typed message, a letter PDF optional (issue 58)', () => {
    const oneStep = (overrides: Partial<ApplicationForm>) => applicationProblems(form({ cv: null, profileCv: true, ...overrides }));
    expect(oneStep({ coverLetter: null, coverLetterMessage: 'Je suis motivée.' })).toMatchObject({
      missingDocuments: false,
      motivation: null,
    });
    expect(hasProblems(oneStep({ coverLetter: null, coverLetterMessage: 'Je suis motivée.' }))).toBe(false);
    expect(oneStep({}).motivation).toBeNull();
    // Only what is missing is named: the motivation, never the CV.
    expect(oneStep({ coverLetter: null, coverLetterMessage: '  ' })).toMatchObject({
      missingDocuments: false,
      motivation: 'Merci d’écrire votre message de motivation ou de joindre votre lettre de motivation.',
    });
  });

  it('lets a complete form through; the messages are optional', () => {
    expect(hasProblems(applicationProblems(form()))).toBe(false);
    expect(hasProblems(applicationProblems(form({ coverLetter: pdf('lettre.pdf', 6_000_000) })))).toBe(true);
  });
});
