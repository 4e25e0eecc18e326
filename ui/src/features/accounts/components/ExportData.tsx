import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { palette } from '../../../lib/theme';
import { PROFILE_MESSAGES } from '../messages';

const M = PROFILE_MESSAGES.exportData;

/**
 * The candidate's "Télécharger mes données" (RGPD right of access and portability): one ZIP
 * of her profile, applications with their documents, favourites and alerts.
 */
export function ExportData({ onDownload }: { onDownload: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await onDownload();
    } finally {
      setPending(false);
    }
  };
  return (
    <Box component="section" aria-labelledby="mes-donnees" sx={{ mt: 6, pt: 4, borderTop: `1px solid ${palette.line}`, maxWidth: 640 }}>
      <Typography id="mes-donnees" variant="h3" component="h3">
        {M.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {M.text}
      </Typography>
      <Button
        variant="outlined"
        onClick={() => void download()}
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : <DownloadOutlinedIcon />}
      >
        {pending ? M.preparing : M.button}
      </Button>
    </Box>
  );
}
