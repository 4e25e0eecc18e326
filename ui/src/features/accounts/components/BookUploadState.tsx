import { UploadStatus, type UploadState } from '../../../components/files/UploadProgress';
import { BOOK_MESSAGES as M } from '../bookMessages';

/** Where an upload of the book stands: its progress, then its success or refusal. */
export function BookUploadState({ state }: { state: UploadState }) {
  return <UploadStatus state={state} label={M.progressLabel} text={M.uploading} />;
}
