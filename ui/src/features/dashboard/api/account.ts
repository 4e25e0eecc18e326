/** The dashboard's REST calls (spec section 7), all with the session's token. */
import { downloadWithToken, restOk, uploadWithProgress } from '../../../lib/rest';

/** `POST /api/update-password`: `ok`, or 422 with a French `error`. */
export function updatePassword(oldPassword: string, newPassword: string, newPasswordConfirmation: string): Promise<void> {
  return restOk('/api/update-password', { auth: true, form: { oldPassword, newPassword, newPasswordConfirmation } });
}

/** `DELETE /api/account/delete` (candidates only). */
export function deleteAccount(): Promise<void> {
  return restOk('/api/account/delete', { method: 'DELETE', auth: true });
}

/** `POST /api/resend-confirmation`: a new confirmation mail, at most one a minute (429). */
export function resendConfirmation(): Promise<void> {
  return restOk('/api/resend-confirmation', { auth: true });
}

/** The CV's address (the spec's link target); the file is only served with the token. */
export function cvPath(cvName: string): string {
  return `/candidates/cv/${encodeURIComponent(cvName)}`;
}

export function downloadCv(cvName: string): Promise<void> {
  return downloadWithToken(cvPath(cvName), cvName);
}

/** `POST /api/upload/candidate-cv` (file field `cv`). */
export function uploadCv(file: File, onProgress: (fraction: number) => void): Promise<{ cvName: string }> {
  return uploadWithProgress('/api/upload/candidate-cv', { cv: file }, onProgress);
}

/** `POST /api/upload/company-logo` (`companyIRI` and file field `logo`). */
export function uploadLogo(companyIri: string, file: File, onProgress: (fraction: number) => void): Promise<{ logoName: string; logoPath: string }> {
  return uploadWithProgress('/api/upload/company-logo', { companyIRI: companyIri, logo: file }, onProgress);
}
