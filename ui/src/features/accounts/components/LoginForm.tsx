import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { PasswordField } from '../../../components/PasswordField';
import { ACCOUNT_MESSAGES } from '../messages';

const M = ACCOUNT_MESSAGES.login;
const F = ACCOUNT_MESSAGES.fields;

export interface LoginFormProps {
  pending: boolean;
  onSubmit: (email: string, password: string) => void;
  /** Each change of the address (the page carries it to the password reset). */
  onEmailChange?: (email: string) => void;
}

/** E-mail and password; the button stays disabled while either is empty or a request runs. */
export function LoginForm({ pending, onSubmit, onEmailChange }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // "Mémoriser" has no visible effect (spec): the session is always kept in this browser.
  const [remember, setRemember] = useState(false);
  const disabled = pending || email.trim() === '' || password === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) onSubmit(email, password);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={M.formLabel} sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        label={F.email}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          onEmailChange?.(event.target.value);
        }}
        required
        fullWidth
      />
      <PasswordField
        label={F.password}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        fullWidth
      />
      <FormControlLabel
        control={<Checkbox name="remember" checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
        label={M.remember}
      />
      <Button type="submit" variant="contained" size="large" disabled={disabled}>
        {pending ? M.submitting : M.submit}
      </Button>
    </Box>
  );
}
