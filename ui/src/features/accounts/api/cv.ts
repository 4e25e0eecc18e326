/** The candidate's CV (spec section 7): its address, download and upload, with the session's token. */
import { downloadWithToken, uploadWithProgress } from '../../../lib/rest';

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
