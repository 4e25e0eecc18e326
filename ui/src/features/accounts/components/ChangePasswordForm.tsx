import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PasswordField } from '../../../components/PasswordField';
import { SECTION_MESSAGES } from '../../../components/dashboard/messages';
import { PROFILE_MESSAGES } from '../messages';
import { FormFeedback, type FormStatus } from '../../../components/dashboard/FormFeedback';

const M = PROFILE_MESSAGES.password;

export interface ChangePasswordFormProps {
  pending: boolean;
  status: FormStatus;
  onChange?: () => void;
  onSubmit: (oldPassword: string, newPassword: string, confirmation: string) => void;
}

/** `/dashboard/password-reset`: old password, new password and confirmation; cancel returns to the details. */
export function ChangePasswordForm({ pending, status, onChange, onSubmit }: ChangePasswordFormProps) {
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirmation: '' });
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    onChange?.();
  };
  const mismatch = values.newPassword !== '' && values.confirmation !== '' && values.newPassword !== values.confirmation;
  const disabled = pending || values.oldPassword === '' || values.newPassword === '' || values.confirmation === '' || mismatch;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) onSubmit(values.oldPassword, values.newPassword, values.confirmation);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={M.formLabel} sx={{ display: 'grid', gap: 2.5, maxWidth: 520 }}>
      <PasswordField
        label={M.oldPassword}
        name="oldPassword"
        autoComplete="current-password"
        value={values.oldPassword}
        onChange={set('oldPassword')}
        required
        fullWidth
      />
      <PasswordField
        label={M.newPassword}
        name="newPassword"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={set('newPassword')}
        helperText={M.passwordHelp}
        required
        fullWidth
      />
      <PasswordField
        label={M.newPasswordConfirmation}
        name="newPasswordConfirmation"
        autoComplete="new-password"
        value={values.confirmation}
        onChange={set('confirmation')}
        error={mismatch}
        helperText={mismatch ? M.mismatch : ' '}
        required
        fullWidth
      />
      <FormFeedback status={status} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button type="submit" variant="contained" disabled={disabled}>
          {pending ? SECTION_MESSAGES.saving : M.submit}
        </Button>
        <Button href="/dashboard/details" variant="text" color="secondary">
          {M.cancel}
        </Button>
      </Box>
    </Box>
  );
}
