import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import type { ShareState } from '../hooks/useShareOffer';
import { SEARCH_MESSAGES } from '../messages';

const M = SEARCH_MESSAGES.shareDialog;

/** The professional-network share link of an offer URL. */
export function linkedInShareUrl(offerUrl: string): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(offerUrl)}`;
}

/** The share modal opened by `?jobOfferId=…&share=true`: offer title, company and share links. */
export function ShareDialog({ state, offerUrl, onClose }: { state: ShareState; offerUrl: string | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => setCopied(false), [offerUrl]);
  const copy = async () => {
    if (!offerUrl) return;
    try {
      await navigator.clipboard.writeText(offerUrl);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog open={state.status !== 'closed'} onClose={onClose} aria-labelledby="partage-titre" fullWidth maxWidth="sm">
      <DialogTitle id="partage-titre">{M.title}</DialogTitle>
      <DialogContent>
        {state.status === 'loading' && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
            <CircularProgress size={24} aria-hidden />
            <span>{M.loading}</span>
          </Box>
        )}
        {state.status === 'error' && (
          <Alert severity="error">
            <AlertTitle>{M.errorTitle}</AlertTitle>
            {M.errorDetail}
          </Alert>
        )}
        {state.status === 'ready' && offerUrl && (
          <>
            <Typography sx={{ fontWeight: 600, fontSize: '1.1rem' }}>{state.offer.title}</Typography>
            <Typography color="text.secondary">{state.offer.companyName}</Typography>
            <Typography sx={{ mt: 2 }}>{M.intro}</Typography>
            <Button variant="contained" startIcon={<LinkedInIcon />} href={linkedInShareUrl(offerUrl)} sx={{ mt: 2 }}>
              {M.linkedin}
            </Button>
            <Box sx={{ mt: 3, display: 'flex', gap: 1, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
              <TextField
                label={M.offerLink}
                value={offerUrl}
                fullWidth
                size="small"
                slotProps={{ htmlInput: { readOnly: true, onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() } }}
              />
              <Button variant="outlined" color="secondary" onClick={() => void copy()} sx={{ flexShrink: 0 }}>
                {copied ? M.copied : M.copy}
              </Button>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="secondary">
          {M.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
