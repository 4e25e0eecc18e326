import Alert from '@mui/material/Alert';
import { palette } from '../../../lib/theme';
import { LIMITS } from '../../../gql/limits';
import { UploadProgress, type UploadState } from '../../../components/files/UploadProgress';
import { COMPANY_MESSAGES } from '../messages';

const M = COMPANY_MESSAGES.works;

/** The browser's first check of a photo, with the server's own words; null when it may be sent. */
export function workFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (/\.hei[cf]$/i.test(file.name) || /image\/hei[cf]/.test(file.type)) return M.heic;
  if (file.type && !/^image\/(jpeg|png|webp)$/.test(file.type)) return M.notImage;
  if (file.size > LIMITS.fileBytes.companyWork) return M.tooBig;
  return null;
}

export function UploadState({ state }: { state: UploadState }) {
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

export const panelSx = { p: { xs: 2.5, sm: 3 }, border: `1px solid ${palette.line}`, borderRadius: 2, bgcolor: palette.surface };
