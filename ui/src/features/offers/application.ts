/**
 * The browser's checks of an application before anything is sent (spec section 5), with the
 * server's own messages: a phone, PDF documents (by extension) of at most `APPLICATION_DOCUMENT_MAX_BYTES` each.
 * The classic form sends two PDFs (the spec's rule); the one-step apply (the profile's CV, no
 * file chosen for n°1) sends the typed « Message de motivation », a letter PDF optional.
 */
import { APPLY_MESSAGES as M } from './messages';
import { LIMITS } from '../../gql/limits';

/** Spec section 9: the limit per document, the server's. */
export const APPLICATION_DOCUMENT_MAX_BYTES = LIMITS.fileBytes.document;

/** n°1 the CV, n°2 the cover letter. */
export type DocumentNumber = 1 | 2;

/** What a chosen document is refused for; null when it may be sent. */
export function applicationDocumentProblem(file: { name: string; size: number }, document: DocumentNumber): string | null {
  if (!/\.pdf$/i.test(file.name)) return M.notPdf;
  if (file.size > APPLICATION_DOCUMENT_MAX_BYTES) return M.tooBig(document);
  return null;
}

export interface ApplicationForm {
  phone: string;
  coverLetterMessage: string;
  questionsAnswerMessage: string;
  cv: File | null;
  /** No file chosen for n°1: the profile's CV goes instead (one-step apply, issue 37). */
  profileCv: boolean;
  coverLetter: File | null;
  /** Projects of « Mon book » sent with it, in her order (ids), and her PDF book. */
  portfolio: string[];
  bookPdf: boolean;
}

export interface ApplicationProblems {
  phone: string | null;
  /** Classic form, a document is missing: the form asks for both in a modal (the spec's words). */
  missingDocuments: boolean;
  /** One-step apply with neither a typed message nor a letter PDF: said under the message. */
  motivation: string | null;
  documents: { 1: string | null; 2: string | null };
}

/** The one-step apply: no file chosen for n°1, the profile's CV goes. */
export function isOneStep(form: ApplicationForm): boolean {
  return !form.cv && form.profileCv;
}

export function applicationProblems(form: ApplicationForm): ApplicationProblems {
  const oneStep = isOneStep(form);
  return {
    phone: form.phone.trim() ? null : M.phoneRequired,
    missingDocuments: !oneStep && (!form.cv || !form.coverLetter),
    motivation: oneStep && !form.coverLetter && !form.coverLetterMessage.trim() ? M.motivationMissing : null,
    documents: {
      1: form.cv ? applicationDocumentProblem(form.cv, 1) : null,
      2: form.coverLetter ? applicationDocumentProblem(form.coverLetter, 2) : null,
    },
  };
}

export function hasProblems(problems: ApplicationProblems): boolean {
  return (
    problems.phone !== null ||
    problems.missingDocuments ||
    problems.motivation !== null ||
    problems.documents[1] !== null ||
    problems.documents[2] !== null
  );
}
