import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { OFFER_MESSAGES } from '../messages';

const M = OFFER_MESSAGES.share;

/** The professional-network share link of an offer (its URL, title and company name). */
export function linkedinShareUrl(url: string, title: string, company: string): string {
  const params = new URLSearchParams({ mini: 'true', url, title, summary: M.text(title, company), source: 'Ensemblier' });
  return `https://www.linkedin.com/shareArticle?${params.toString()}`;
}

interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  url: string;
  title: string;
  company: string;
}

/** Share an offer: on LinkedIn, or by copying its link. */
export function ShareDialog({ open, onClose, url, title, company }: ShareDialogProps) {
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard access: the link stays selectable in the field.
    }
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="partage-titre" fullWidth maxWidth="sm">
      <DialogTitle id="partage-titre" component="h2" sx={{ fontFamily: 'inherit' }}>
        {M.title}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{M.text(title, company)}</DialogContentText>
        <TextField
          label={M.link}
          value={url}
          slotProps={{ htmlInput: { readOnly: true } }}
          onFocus={(event) => event.target.select()}
          fullWidth
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button
            variant="contained"
            color="secondary"
            startIcon={<LinkedInIcon />}
            href={linkedinShareUrl(url, title, company)}
            aria-label={M.linkedinNewTab}
          >
            {M.linkedin}
          </Button>
          <Button variant="outlined" color="secondary" startIcon={<ContentCopyIcon />} onClick={copy}>
            {copied ? M.copied : M.copy}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} color="secondary">
          {M.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
