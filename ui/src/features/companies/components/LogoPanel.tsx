import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { palette } from '../../../lib/theme';
import { COMPANY_MESSAGES } from '../messages';
import type { UploadState } from '../../../components/files/UploadProgress';
import { FileButton } from '../../../components/files/FileButton';
import { UploadProgress } from '../../../components/files/UploadProgress';

const M = COMPANY_MESSAGES;

/** The company logo: the current one (or the picked file while it uploads), and the upload. */
export function LogoPanel({
  companyName,
  src,
  upload,
  onFile,
}: {
  companyName: string;
  src: string | null;
  upload: UploadState;
  onFile: (file: File) => void;
}) {
  return (
    <Box
      component="section"
      aria-labelledby="logo-titre"
      sx={{ p: { xs: 2.5, sm: 3 }, border: `1px solid ${palette.line}`, borderRadius: 2, bgcolor: palette.surface }}
    >
      <Typography id="logo-titre" variant="h3">
        {M.logoTitle}
      </Typography>
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        <Box
          sx={{
            width: 140,
            height: 140,
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 2,
            border: `1px dashed ${palette.line}`,
            bgcolor: '#fff',
            overflow: 'hidden',
          }}
        >
          {src ? (
            <Box
              component="img"
              src={src}
              alt={M.logoAlt(companyName)}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Box sx={{ textAlign: 'center', color: 'text.secondary' }}>
              <ImageOutlinedIcon aria-hidden />
              <Typography variant="body2">{M.noLogo}</Typography>
            </Box>
          )}
        </Box>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <FileButton
            name="logo"
            accept="image/png,image/jpeg,image/webp"
            inputLabel={M.logoInputLabel}
            disabled={upload.kind === 'uploading'}
            onFile={onFile}
          >
            {src ? M.logoReplace : M.logoUpload}
          </FileButton>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {M.logoHelp}
          </Typography>
        </Box>
      </Box>
      {upload.kind === 'uploading' && <UploadProgress fraction={upload.fraction} label={M.logoProgressLabel} text={M.logoUploading} />}
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
  );
}
