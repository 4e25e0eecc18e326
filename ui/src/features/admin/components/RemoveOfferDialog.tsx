import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ADMIN_MESSAGES } from '../messages';
import { LIMITS } from '../../../gql/limits';

const M = ADMIN_MESSAGES.moderation;

/** One of the server's `removalReasons` (the one list: `moderation::removal::Reason`). */
export interface RemovalReasonView {
  code: string;
  label: string;
  /** « autre »: staff write the reason out, which the company reads. */
  needsNote: boolean;
}

/** The note's bound on the server (`ReviewReason`). */
const NOTE_MAX = LIMITS.text.reviewReason;

interface RemoveOfferDialogProps {
  /** The offer's title; the dialog is open while it is set. */
  title: string | null;
  reasons: readonly RemovalReasonView[];
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  /** Called once per confirmation, with the reason's code and, for « autre », its text. */
  onConfirm: (reason: string, note?: string) => void;
}

/** Asks for a reason (and, for « autre », its text), then confirms the removal (it cannot be undone). */
export function RemoveOfferDialog({ title, reasons, busy, error, onCancel, onConfirm }: RemoveOfferDialogProps) {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const needsNote = reasons.find((r) => r.code === reason)?.needsNote ?? false;
  const ready = reason !== '' && (!needsNote || note.trim() !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    if (needsNote) onConfirm(reason, note.trim());
    else onConfirm(reason);
  };
  const close = () => {
    if (busy) return;
    setReason('');
    setNote('');
    onCancel();
  };
  return (
    <Dialog open={title !== null} onClose={close} aria-labelledby="retrait-titre" aria-describedby="retrait-texte">
      <form onSubmit={submit} aria-labelledby="retrait-titre">
        <DialogTitle id="retrait-titre" component="h2" sx={{ fontFamily: 'inherit' }}>
          {M.dialogTitle(title ?? '')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="retrait-texte" sx={{ mb: 2 }}>
            {M.dialogText}
          </DialogContentText>
          <TextField
            select
            fullWidth
            required
            label={M.reason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              {M.chooseReason}
            </option>
            {reasons.map((r) => (
              <option key={r.code} value={r.code}>
                {r.label}
              </option>
            ))}
          </TextField>
          {needsNote && (
            <TextField
              fullWidth
              required
              multiline
              minRows={2}
              label={M.note}
              helperText={M.noteHelp}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
              sx={{ mt: 2 }}
            />
          )}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} color="secondary" disabled={busy}>
            {M.cancel}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={!ready || busy}>
            {busy ? M.removing : M.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
