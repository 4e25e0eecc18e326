import Alert from '@mui/material/Alert';
import { UploadProgress, type UploadState } from '../../../components/files/UploadProgress';
import { BOOK_MESSAGES as M } from '../bookMessages';

/** Where an upload of the book stands: its progress, then its success or refusal. */
export function BookUploadState({ state }: { state: UploadState }) {
  if (state.kind === 'uploading') return <UploadProgress fraction={state.fraction} label={M.progressLabel} text={M.uploading} />;
  if (state.kind === 'done')
    return (
      <Alert severity="success" role="status" sx={{ mt: 1 }}>
        {state.message}
      </Alert>
    );
  if (state.kind === 'error')
    return (
      <Alert severity="error" sx={{ mt: 1 }}>
        {state.message}
      </Alert>
    );
  return null;
}
