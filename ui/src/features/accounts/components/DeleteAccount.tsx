import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { PasswordField } from '../../../components/PasswordField';
import { LIMITS } from '../../../gql/limits';
import { palette } from '../../../lib/theme';
import { PROFILE_MESSAGES } from '../messages';

const M = PROFILE_MESSAGES.deleteAccount;

/**
 * The candidate's "Supprimer mon compte" with its confirmation dialog stating the action is
 * irreversible (spec section 5) and asking for her password again (an open session is not
 * enough). The dialog traps focus, starts on "Annuler", closes with Escape, and gives focus
 * back to the button that opened it.
 */
export function DeleteAccount({
  pending,
  onConfirm,
}: {
  pending: boolean;
  /** Resolves to the refusal to show under the password, or null (the page goes away). */
  onConfirm: (password: string) => Promise<string | null>;
}) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    if (pending) return;
    setOpen(false);
    setPassword('');
    setRefusal(null);
  };
  const confirm = async () => {
    const refused = await onConfirm(password);
    // A refusal stays under the field; otherwise the dialog closes (a notification says why
    // the deletion failed, or the page goes away).
    if (refused !== null) setRefusal(refused);
    else {
      setOpen(false);
      setPassword('');
      setRefusal(null);
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby="supprimer-compte"
      sx={{ mt: 6, pt: 4, borderTop: `1px solid ${palette.line}`, maxWidth: 640 }}
    >
      <Typography id="supprimer-compte" variant="h3" component="h3">
        {M.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {M.text}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {M.button}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="supprimer-compte-titre" aria-describedby="supprimer-compte-texte">
        <DialogTitle id="supprimer-compte-titre">{M.dialogTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="supprimer-compte-texte">{M.dialogText}</DialogContentText>
          <PasswordField
            label={M.password}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            error={refusal !== null}
            helperText={refusal ?? M.passwordHelp}
            fullWidth
            required
            disabled={pending}
            sx={{ mt: 2.5 }}
            slotProps={{ htmlInput: { maxLength: LIMITS.text.password } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={close} color="secondary" autoFocus disabled={pending}>
            {M.cancel}
          </Button>
          <Button onClick={() => void confirm()} variant="contained" color="error" disabled={pending || password === ''}>
            {pending ? M.deleting : M.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
