import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { palette } from '../../../lib/theme';
import type { ErrorCode } from '../../../gql/errorCodes';
import { SECTION_MESSAGES } from '../../../components/dashboard/messages';
import { COMPANY_MESSAGES } from '../messages';
import { FormFeedback, type FormStatus } from '../../../components/dashboard/FormFeedback';
import { JobPositionsField, type PositionOption } from './JobPositionsField';
import { PublicProfileFields } from './PublicProfileFields';
import { TagWordsField } from './TagWordsField';

const M = COMPANY_MESSAGES;

export interface CompanyValues {
  name: string;
  presentation: string;
  billingAddress: string;
  phoneNumber: string;
  email: string;
  contactName: string;
  contactJobTitle: string;
  /** `each` (a mail per application, the default), `daily`, `weekly` or `""` (none). */
  notificationFrequency: string;
  /** Candidates see when their application was read. */
  readTracking: boolean;
  tagWords: string[];
  jobPositions: { id: string; name: string }[];
  /** Shown on the company page (issue 58, minor 20); « www… » is saved with its https://. */
  website: string;
  /** `1-9`, `10-49`, `50-249`, `250+` or `""` (not said). */
  sizeBand: string;
}

/** Which field a server error code points at. */
const FIELD_OF_CODE: Partial<Record<ErrorCode, keyof CompanyValues>> = {
  INVALID_PHONE: 'phoneNumber',
  INVALID_EMAIL: 'email',
  INVALID_URL: 'website',
};

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box
      component="fieldset"
      sx={{ m: 0, p: { xs: 2.5, sm: 3 }, border: `1px solid ${palette.line}`, borderRadius: 2, bgcolor: palette.surface, minWidth: 0 }}
    >
      <Typography component="legend" variant="h4" sx={{ px: 1, ml: -1 }}>
        {legend}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5, mt: 1 }}>{children}</Box>
    </Box>
  );
}

export interface CompanyFormProps {
  initial: CompanyValues;
  positions: PositionOption[];
  pending: boolean;
  status: FormStatus;
  errorCodes?: ReadonlySet<ErrorCode>;
  onChange?: () => void;
  onSubmit: (values: CompanyValues) => void;
}

/** Every field of the company (spec sections 3 and 5: the name is required, the rest optional). */
export function CompanyForm({ initial, positions, pending, status, errorCodes = new Set(), onChange, onSubmit }: CompanyFormProps) {
  const [values, setValues] = useState(initial);
  const update = <K extends keyof CompanyValues>(name: K, value: CompanyValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    onChange?.();
  };
  const text = (name: keyof CompanyValues) => (event: { target: { value: string } }) => update(name, event.target.value);
  const hasError = (name: keyof CompanyValues) => status.kind === 'error' && [...errorCodes].some((code) => FIELD_OF_CODE[code] === name);
  const disabled = pending || values.name.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) onSubmit(values);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={M.formLabel}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}
    >
      <Fieldset legend={M.identity}>
        <TextField label={M.name} name="name" autoComplete="organization" value={values.name} onChange={text('name')} required fullWidth />
        <TextField
          label={M.presentation}
          name="presentation"
          value={values.presentation}
          onChange={text('presentation')}
          helperText={M.presentationHelp}
          multiline
          minRows={4}
          fullWidth
        />
      </Fieldset>
      <Fieldset legend={M.contact}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <TextField
            label={M.contactName}
            name="contactName"
            autoComplete="name"
            value={values.contactName}
            onChange={text('contactName')}
            fullWidth
          />
          <TextField
            label={M.contactJobTitle}
            name="contactJobTitle"
            autoComplete="organization-title"
            value={values.contactJobTitle}
            onChange={text('contactJobTitle')}
            fullWidth
          />
          <TextField
            label={M.email}
            type="email"
            name="email"
            autoComplete="email"
            value={values.email}
            onChange={text('email')}
            error={hasError('email')}
            fullWidth
          />
          <TextField
            label={M.phoneNumber}
            type="tel"
            name="phoneNumber"
            autoComplete="tel"
            value={values.phoneNumber}
            onChange={text('phoneNumber')}
            error={hasError('phoneNumber')}
            fullWidth
          />
        </Box>
        <TextField
          label={M.billingAddress}
          name="billingAddress"
          autoComplete="street-address"
          value={values.billingAddress}
          onChange={text('billingAddress')}
          multiline
          minRows={2}
          fullWidth
        />
      </Fieldset>
      <Fieldset legend={M.trades}>
        <JobPositionsField options={positions} value={values.jobPositions} onChange={(next) => update('jobPositions', next)} />
        <TagWordsField value={values.tagWords} onChange={(next) => update('tagWords', next)} />
        <PublicProfileFields website={values.website} sizeBand={values.sizeBand} websiteError={hasError('website')} onChange={update} />
      </Fieldset>
      <Fieldset legend={M.notifications}>
        <FormControl>
          <FormLabel id="frequence-notifications">{M.notificationFrequency}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="frequence-notifications"
            aria-describedby="frequence-notifications-aide"
            name="notificationFrequency"
            value={values.notificationFrequency}
            onChange={(event) => update('notificationFrequency', event.target.value)}
          >
            {M.frequencies.map((option) => (
              <FormControlLabel key={option.value || 'none'} value={option.value} control={<Radio />} label={option.label} />
            ))}
          </RadioGroup>
          <FormHelperText id="frequence-notifications-aide" sx={{ mx: 0 }}>
            {M.notificationHelp}
          </FormHelperText>
        </FormControl>
        <FormControl>
          <FormControlLabel
            control={
              <Switch
                name="readTracking"
                checked={values.readTracking}
                onChange={(event) => update('readTracking', event.target.checked)}
                slotProps={{ input: { 'aria-describedby': 'suivi-lecture-aide' } }}
              />
            }
            label={M.readTracking}
          />
          <FormHelperText id="suivi-lecture-aide" sx={{ mx: 0 }}>
            {M.readTrackingHelp}
          </FormHelperText>
        </FormControl>
      </Fieldset>
      <FormFeedback status={status} />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={disabled}>
          {pending ? SECTION_MESSAGES.saving : M.submit}
        </Button>
      </Box>
    </Box>
  );
}
