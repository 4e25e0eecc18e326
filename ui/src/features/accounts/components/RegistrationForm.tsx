import { useState, type ClipboardEvent, type DragEvent, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { PasswordField } from '../../../components/PasswordField';
import type { AccountKind, RegistrationValues } from '../api/accounts';
import { ACCOUNT_MESSAGES } from '../messages';

const M = ACCOUNT_MESSAGES.register;
const F = ACCOUNT_MESSAGES.fields;

const EMPTY = { firstname: '', lastname: '', email: '', password: '', companyName: '', emailConfirmation: '' };
type Values = typeof EMPTY;

/** The e-mail confirmation matches, compared without case (as the server does). */
export function emailsMatch(email: string, confirmation: string): boolean {
  return email.trim().toLowerCase() === confirmation.trim().toLowerCase();
}

/**
 * Candidate: first name, last name, e-mail and password. Company: the same plus the company
 * name and the e-mail typed twice (pasting into the confirmation is blocked). The button is
 * disabled while a field is empty, the e-mails differ, or a request runs (spec section 5).
 */
export function isRegistrationComplete(kind: AccountKind, values: Values): boolean {
  const required: (keyof Values)[] = ['firstname', 'lastname', 'email', 'password'];
  if (kind === 'company') required.push('companyName', 'emailConfirmation');
  if (required.some((name) => values[name].trim() === '')) return false;
  return kind === 'candidate' || emailsMatch(values.email, values.emailConfirmation);
}

export interface RegistrationFormProps {
  kind: AccountKind;
  pending: boolean;
  onSubmit: (values: RegistrationValues) => void;
}

export function RegistrationForm({ kind, pending, onSubmit }: RegistrationFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [confirmationTouched, setConfirmationTouched] = useState(false);
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const isCompany = kind === 'company';
  const mismatch =
    isCompany && values.emailConfirmation !== '' && confirmationTouched && !emailsMatch(values.email, values.emailConfirmation);
  const disabled = pending || !isRegistrationComplete(kind, values);

  const blockPaste = (event: ClipboardEvent | DragEvent) => event.preventDefault();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    onSubmit(
      isCompany ? values : { firstname: values.firstname, lastname: values.lastname, email: values.email, password: values.password },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={M.formLabel[kind]} sx={{ display: 'grid', gap: 2.5 }}>
      {isCompany && (
        <TextField
          label={F.companyName}
          name="companyName"
          autoComplete="organization"
          value={values.companyName}
          onChange={set('companyName')}
          required
          fullWidth
        />
      )}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={F.firstname}
          name="firstname"
          autoComplete="given-name"
          value={values.firstname}
          onChange={set('firstname')}
          required
          fullWidth
        />
        <TextField
          label={F.lastname}
          name="lastname"
          autoComplete="family-name"
          value={values.lastname}
          onChange={set('lastname')}
          required
          fullWidth
        />
      </Box>
      <TextField
        label={F.email}
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        required
        fullWidth
      />
      {isCompany && (
        <TextField
          label={F.emailConfirmation}
          type="email"
          name="emailConfirmation"
          autoComplete="off"
          value={values.emailConfirmation}
          onChange={set('emailConfirmation')}
          onBlur={() => setConfirmationTouched(true)}
          onPaste={blockPaste}
          onDrop={blockPaste}
          error={mismatch}
          helperText={mismatch ? M.emailMismatch : M.emailConfirmationHelp}
          required
          fullWidth
        />
      )}
      <PasswordField
        label={F.password}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        helperText={M.passwordHelp}
        required
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={disabled}>
        {pending ? M.submitting : M.submit}
      </Button>
    </Box>
  );
}
