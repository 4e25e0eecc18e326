import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A yes/no question before a back-office action; the confirm button waits while it runs. */
export function ConfirmDialog({ open, title, text, confirm, cancel, busy, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="confirmation-titre" aria-describedby="confirmation-texte">
      <DialogTitle id="confirmation-titre" component="h2" sx={{ fontFamily: 'inherit' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="confirmation-texte">{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} color="secondary" disabled={busy} autoFocus>
          {cancel}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" disabled={busy}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
