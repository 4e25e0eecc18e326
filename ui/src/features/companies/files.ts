/** The logo check made in the browser before an upload, with the server's own messages. */
import { COMPANY_MESSAGES } from './messages';
import { LIMITS } from '../../gql/limits';

/** The logo limit, the server's. */
export const LOGO_MAX_BYTES = LIMITS.fileBytes.logo;

const LOGO_EXTENSIONS = /\.(png|jpe?g|webp)$/i;
const LOGO_TYPES = /^image\/(png|jpeg|webp)$/;

/** A logo is a PNG, JPEG or WebP image (the server's image pipeline decodes those three) of at most `LOGO_MAX_BYTES`; null when it may be sent. */
export function logoFileProblem(file: { name: string; size: number; type: string }): string | null {
  const typeOk = file.type ? LOGO_TYPES.test(file.type) : LOGO_EXTENSIONS.test(file.name);
  if (!typeOk || !LOGO_EXTENSIONS.test(file.name)) return COMPANY_MESSAGES.logoNotImage;
  if (file.size > LOGO_MAX_BYTES) return COMPANY_MESSAGES.logoTooBig;
  return null;
}
