import { useRef } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MY_JOBS_MESSAGES as M } from '../messages';

interface DeleteOfferDialogProps {
  /** The offer to delete; the dialog is closed when null. */
  title: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before deleting an offer (it cannot be undone). Focus goes back to the button that opened it. */
export function DeleteOfferDialog({ title, onCancel, onConfirm }: DeleteOfferDialogProps) {
  // Keeps the text while the dialog fades out.
  const last = useRef(title);
  if (title !== null) last.current = title;
  return (
    <Dialog open={title !== null} onClose={onCancel} aria-labelledby="suppression-titre" aria-describedby="suppression-texte">
      <DialogTitle id="suppression-titre" component="h2" sx={{ fontFamily: 'inherit' }}>
        {M.deleteDialogTitle}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="suppression-texte">{M.deleteDialogText(last.current ?? '')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} color="secondary" autoFocus>
          {M.cancel}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error">
          {M.confirmDelete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
