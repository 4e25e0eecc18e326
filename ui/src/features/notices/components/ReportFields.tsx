import type { ChangeEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS } from '../../../gql/limits';
import { NOTICE_MESSAGES } from '../messages';

const M = NOTICE_MESSAGES;

export interface ReportValues {
  reason: string;
  otherReason: string;
  explanation: string;
  name: string;
  email: string;
  goodFaith: boolean;
}

export const EMPTY_REPORT: ReportValues = { reason: '', otherReason: '', explanation: '', name: '', email: '', goodFaith: false };

interface ReportFieldsProps {
  values: ReportValues;
  onChange: (values: ReportValues) => void;
  reasons: readonly { code: string; label: string }[];
  /** The signed-in reporter's address (no name nor address to type), or null. */
  signedInEmail: string | null;
}

/** The notice form's fields (DSA article 16 (2)): reason, explanation, who, good faith. */
export function ReportFields({ values, onChange, reasons, signedInEmail }: ReportFieldsProps) {
  const set = (key: keyof ReportValues) => (event: ChangeEvent<HTMLInputElement>) =>
    onChange({ ...values, [key]: key === 'goodFaith' ? event.target.checked : event.target.value });
  return (
    <>
      <TextField select label={M.reason} required value={values.reason} onChange={set('reason')} fullWidth>
        {reasons.map((reason) => (
          <MenuItem key={reason.code} value={reason.code}>
            {reason.label}
          </MenuItem>
        ))}
      </TextField>
      {values.reason === 'OTHER' && (
        <TextField
          label={M.otherReason}
          required
          value={values.otherReason}
          onChange={set('otherReason')}
          slotProps={{ htmlInput: { maxLength: LIMITS.text.noticeOtherReason } }}
        />
      )}
      <TextField
        label={M.explanation}
        helperText={M.explanationHelp}
        required
        multiline
        minRows={4}
        value={values.explanation}
        onChange={set('explanation')}
        slotProps={{ htmlInput: { maxLength: LIMITS.text.noticeExplanation } }}
      />
      {signedInEmail ? (
        <Typography color="text.secondary">{M.signedInAs(signedInEmail)}</Typography>
      ) : (
        <>
          <TextField
            label={M.name}
            required
            autoComplete="name"
            value={values.name}
            onChange={set('name')}
            slotProps={{ htmlInput: { maxLength: LIMITS.text.personName } }}
          />
          <TextField
            label={M.email}
            type="email"
            required
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            slotProps={{ htmlInput: { maxLength: LIMITS.text.emailAddress } }}
          />
        </>
      )}
      <FormControlLabel control={<Checkbox checked={values.goodFaith} onChange={set('goodFaith')} required />} label={M.goodFaith} />
    </>
  );
}
