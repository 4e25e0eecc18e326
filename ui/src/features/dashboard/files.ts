/** Checks made in the browser before an upload, with the server's own messages. */
import { DASHBOARD_MESSAGES } from './messages';

/** 5 MB, the CV limit (spec section 9: 5242880 bytes). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
/** 2 MB, the logo limit. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

const LOGO_EXTENSIONS = /\.(png|jpe?g|gif|webp)$/i;
const LOGO_TYPES = /^image\/(png|jpeg|gif|webp)$/;

/** A CV must be a PDF by its extension and weigh at most 5 MB; null when it may be sent. */
export function cvFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.pdf$/i.test(file.name)) return DASHBOARD_MESSAGES.career.notPdf;
  if (file.size > CV_MAX_BYTES) return DASHBOARD_MESSAGES.career.tooBig;
  return null;
}

/** A logo is a PNG, JPEG, GIF or WebP image of at most 2 MB; null when it may be sent. */
export function logoFileProblem(file: { name: string; size: number; type: string }): string | null {
  const typeOk = file.type ? LOGO_TYPES.test(file.type) : LOGO_EXTENSIONS.test(file.name);
  if (!typeOk || !LOGO_EXTENSIONS.test(file.name)) return DASHBOARD_MESSAGES.company.logoNotImage;
  if (file.size > LOGO_MAX_BYTES) return DASHBOARD_MESSAGES.company.logoTooBig;
  return null;
}
