import { palette } from '../../../lib/theme';
import { LIMITS } from '../../../gql/limits';
import { UploadStatus, type UploadState as State } from '../../../components/files/UploadProgress';
import { imageFileProblem } from '../../../components/images/messages';
import { COMPANY_MESSAGES } from '../messages';

const M = COMPANY_MESSAGES.works;

/** The browser's first check of a photo of the company, in the server's words. */
export const workFileProblem = (file: File) => imageFileProblem(file, LIMITS.fileBytes.companyWork);

export function UploadState({ state }: { state: State }) {
  return <UploadStatus state={state} label={M.progressLabel} text={M.uploading} />;
}

export const panelSx = { p: { xs: 2.5, sm: 3 }, border: `1px solid ${palette.line}`, borderRadius: 2, bgcolor: palette.surface };
