/** The CV check made in the browser before an upload, with the server's own messages. */
import { PROFILE_MESSAGES } from './messages';
import { LIMITS } from '../../gql/limits';

/** The CV limit (spec section 9), the server's. */
export const CV_MAX_BYTES = LIMITS.fileBytes.document;

/** A CV must be a PDF by its extension and weigh at most `CV_MAX_BYTES`; null when it may be sent. */
export function cvFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.pdf$/i.test(file.name)) return PROFILE_MESSAGES.career.notPdf;
  if (file.size > CV_MAX_BYTES) return PROFILE_MESSAGES.career.tooBig;
  return null;
}
