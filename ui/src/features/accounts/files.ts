/** The CV check made in the browser before an upload, with the server's own messages. */
import { PROFILE_MESSAGES } from './messages';

/** 5 MB, the CV limit (spec section 9: 5242880 bytes). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

/** A CV must be a PDF by its extension and weigh at most 5 MB; null when it may be sent. */
export function cvFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.pdf$/i.test(file.name)) return PROFILE_MESSAGES.career.notPdf;
  if (file.size > CV_MAX_BYTES) return PROFILE_MESSAGES.career.tooBig;
  return null;
}
