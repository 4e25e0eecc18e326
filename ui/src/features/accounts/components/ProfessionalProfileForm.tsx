import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { withScheme } from '../../../lib/links';
import { palette } from '../../../lib/theme';
import { SECTION_MESSAGES } from '../../../components/dashboard/messages';
import { PROFILE_MESSAGES } from '../messages';
import { FormFeedback, type FormStatus } from '../../../components/dashboard/FormFeedback';

const M = PROFILE_MESSAGES.career;

/** The professional-network profile URL (spec: "professional-network profile URL field"). */
export function ProfessionalProfileForm({
  initial,
  pending,
  status,
  invalid,
  onChange,
  onSubmit,
}: {
  initial: string;
  pending: boolean;
  status: FormStatus;
  /** The server refused the address (`INVALID_LINKEDIN_URL`). */
  invalid: boolean;
  onChange?: () => void;
  onSubmit: (url: string) => void;
}) {
  const [url, setUrl] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    // « linkedin.com/in/… » is saved with its https:// (issue 58, minor 23): the field shows it.
    const address = withScheme(url);
    setUrl(address);
    onSubmit(address);
  };
  return (
    <Box
      component="section"
      aria-labelledby="profil-pro"
      sx={{ mt: 4, p: { xs: 2.5, sm: 3 }, border: `1px solid ${palette.line}`, borderRadius: 2, bgcolor: palette.surface }}
    >
      <Typography id="profil-pro" variant="h3">
        {M.profileTitle}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-label={M.formLabel} sx={{ mt: 2, display: 'grid', gap: 2.5 }}>
        <TextField
          label={M.linkedin}
          type="url"
          name="socialLinkedinURL"
          autoComplete="url"
          placeholder={M.linkedinPlaceholder}
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            onChange?.();
          }}
          error={invalid}
          helperText={M.linkedinHelp}
          fullWidth
        />
        <FormFeedback status={status} />
        <Box>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? SECTION_MESSAGES.saving : M.submit}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
