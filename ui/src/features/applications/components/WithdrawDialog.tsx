import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { WITHDRAW_MESSAGES as M } from '../messages';

interface WithdrawDialogProps {
  open: boolean;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Confirms a withdrawal: it erases the documents at once and cannot be undone. */
export function WithdrawDialog({ open, pending, error, onCancel, onConfirm }: WithdrawDialogProps) {
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} aria-labelledby="retrait-titre" aria-describedby="retrait-texte">
      <DialogTitle id="retrait-titre" component="h2" sx={{ fontFamily: 'inherit' }}>
        {M.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="retrait-texte">{M.text}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} color="secondary" disabled={pending} autoFocus>
          {M.cancel}
        </Button>
        <Button onClick={onConfirm} variant="contained" disabled={pending}>
          {pending ? M.pending : M.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
