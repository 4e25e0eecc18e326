import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { PasswordField } from '../../../components/PasswordField';
import { ACCOUNT_MESSAGES } from '../messages';
import { StageMessage } from './PasswordResetRequest';

const M = ACCOUNT_MESSAGES.passwordReset;
const F = ACCOUNT_MESSAGES.fields;

/** Both passwords non-empty and equal (spec section 5). */
export function passwordsReady(password: string, confirmation: string): boolean {
  return password !== '' && confirmation !== '' && password === confirmation;
}

/** Stage 1 with token: the new password and its confirmation. */
export function NewPasswordForm({ pending, onSubmit }: { pending: boolean; onSubmit: (password: string, confirmation: string) => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const mismatch = password !== '' && confirmation !== '' && password !== confirmation;
  const disabled = pending || !passwordsReady(password, confirmation);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) onSubmit(password, confirmation);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={M.newFormLabel} sx={{ display: 'grid', gap: 2.5 }}>
      <PasswordField
        label={F.newPassword}
        name="newPassword"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        helperText={M.passwordHelp}
        required
        fullWidth
      />
      <PasswordField
        label={F.newPasswordConfirmation}
        name="newPasswordConfirmation"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={mismatch}
        helperText={mismatch ? M.mismatch : ' '}
        required
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={disabled}>
        {pending ? M.newSubmitting : M.newSubmit}
      </Button>
    </Box>
  );
}

/** Stage 2 with token: done, sign in. */
export function PasswordResetDone() {
  return (
    <StageMessage title={M.doneTitle} icon={CheckCircleOutlineIcon}>
      <Typography sx={{ mt: 1 }}>{M.doneText}</Typography>
      <Button href="/login" variant="contained" sx={{ mt: 2 }}>
        {M.doneLink}
      </Button>
    </StageMessage>
  );
}
