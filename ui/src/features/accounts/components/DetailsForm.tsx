import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { SECTION_MESSAGES } from '../../../components/dashboard/messages';
import { PROFILE_MESSAGES } from '../messages';
import type { ErrorCode } from '../../../gql/errorCodes';
import { FormFeedback, type FormStatus } from '../../../components/dashboard/FormFeedback';

const M = PROFILE_MESSAGES.details;

export interface DetailsValues {
  firstname: string;
  lastname: string;
  /** Candidates only. */
  mobilePhone: string;
}

export interface DetailsFormProps {
  email: string;
  initial: DetailsValues;
  /** The phone field is the candidate's (spec: "phone for candidates"). */
  withPhone: boolean;
  pending: boolean;
  status: FormStatus;
  /** Server error codes (`INVALID_PHONE`, `REQUIRED`...) to mark the field concerned. */
  errorCodes?: ReadonlySet<ErrorCode>;
  onChange?: () => void;
  onSubmit: (values: DetailsValues) => void;
}

/** `/dashboard/details`: phone (candidates), read-only e-mail, first name, last name. */
export function DetailsForm({ email, initial, withPhone, pending, status, errorCodes = new Set(), onChange, onSubmit }: DetailsFormProps) {
  const [values, setValues] = useState(initial);
  const set = (name: keyof DetailsValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    onChange?.();
  };
  const disabled = pending || values.firstname.trim() === '' || values.lastname.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled)
      onSubmit({ firstname: values.firstname.trim(), lastname: values.lastname.trim(), mobilePhone: values.mobilePhone.trim() });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={M.formLabel} sx={{ display: 'grid', gap: 2.5, maxWidth: 640 }}>
      <TextField
        label={M.email}
        type="email"
        name="email"
        value={email}
        helperText={M.emailHelp}
        slotProps={{ htmlInput: { readOnly: true } }}
        fullWidth
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={M.firstname}
          name="firstname"
          autoComplete="given-name"
          value={values.firstname}
          onChange={set('firstname')}
          required
          fullWidth
        />
        <TextField
          label={M.lastname}
          name="lastname"
          autoComplete="family-name"
          value={values.lastname}
          onChange={set('lastname')}
          required
          fullWidth
        />
      </Box>
      {withPhone && (
        <TextField
          label={M.mobilePhone}
          type="tel"
          name="mobilePhone"
          autoComplete="tel"
          value={values.mobilePhone}
          onChange={set('mobilePhone')}
          error={status.kind === 'error' && errorCodes.has('INVALID_PHONE')}
          fullWidth
        />
      )}
      <Box>
        <Link href="/dashboard/password-reset" sx={{ color: 'primary.main', fontWeight: 500 }}>
          {M.passwordLink}
        </Link>
      </Box>
      <FormFeedback status={status} />
      <Box>
        <Button type="submit" variant="contained" disabled={disabled}>
          {pending ? SECTION_MESSAGES.saving : M.submit}
        </Button>
      </Box>
    </Box>
  );
}
