import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { palette } from '../../../lib/theme';
import { PROFILE_MESSAGES } from '../messages';
import { FileButton } from '../../../components/files/FileButton';
import { UploadProgress, type UploadState } from '../../../components/files/UploadProgress';

const M = PROFILE_MESSAGES.career;

export interface CvPanelProps {
  cvName: string | null;
  /** The spec's link target, `/candidates/cv/{cvName}`. */
  cvHref: string | null;
  upload: UploadState;
  downloading: boolean;
  downloadError: string | null;
  onDownload: () => void;
  onFile: (file: File) => void;
}

/** The CV: download link (fetched with the session's token) and upload with progress. */
export function CvPanel({ cvName, cvHref, upload, downloading, downloadError, onDownload, onFile }: CvPanelProps) {
  const uploading = upload.kind === 'uploading';
  return (
    <Box
      component="section"
      aria-labelledby="mon-cv"
      sx={{ p: { xs: 2.5, sm: 3 }, border: `1px solid ${palette.line}`, borderRadius: 2, bgcolor: palette.surface }}
    >
      <Typography id="mon-cv" variant="h3">
        {M.cvTitle}
      </Typography>
      <Box sx={{ mt: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <DescriptionOutlinedIcon aria-hidden sx={{ color: palette.brass, mt: 0.3 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography>{cvName ? M.hasCv : M.noCv}</Typography>
          {cvName && cvHref && (
            <Link
              href={cvHref}
              download={cvName}
              onClick={(event) => {
                event.preventDefault();
                if (!downloading) onDownload();
              }}
              aria-busy={downloading || undefined}
              sx={{ mt: 1, display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'primary.main', fontWeight: 600 }}
            >
              <FileDownloadOutlinedIcon aria-hidden fontSize="small" />
              {downloading ? M.downloading : M.download}
            </Link>
          )}
        </Box>
      </Box>
      {downloadError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {downloadError}
        </Alert>
      )}
      <Box sx={{ mt: 3 }}>
        <FileButton
          name="cv"
          accept=".pdf,application/pdf"
          inputLabel={M.inputLabel}
          disabled={uploading}
          startIcon={<UploadFileOutlinedIcon />}
          onFile={onFile}
        >
          {cvName ? M.replace : M.upload}
        </FileButton>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {M.uploadHelp}
        </Typography>
        {upload.kind === 'uploading' && <UploadProgress fraction={upload.fraction} label={M.progressLabel} text={M.uploading} />}
        {upload.kind === 'done' && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {upload.message}
          </Alert>
        )}
        {upload.kind === 'error' && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {upload.message}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
