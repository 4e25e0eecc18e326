import { useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { SectionBlock } from '../../../components/dashboard/SectionBlock';
import { failureOf } from '../../../lib/failure';
import { useMyMessageMails, useSetMessageMails } from '../api/messageMails';
import { PROFILE_MESSAGES } from '../messages';

const M = PROFILE_MESSAGES.messageMails;

/** A member's choice: a mail at each candidate's message, or a digest in the morning (issue 53). */
export function MessageMailsSetting() {
  const query = useMyMessageMails(true);
  const { mutateAsync, isPending } = useSetMessageMails();
  const [error, setError] = useState<string | null>(null);
  if (query.status !== 'success') return null;
  const choose = async (choice: string) => {
    setError(null);
    try {
      await mutateAsync({ input: { choice } });
    } catch (caught) {
      const failure = failureOf(caught);
      if (!failure.handled) setError(failure.message);
    }
  };
  return (
    <SectionBlock title={M.title}>
      <FormControl disabled={isPending}>
        <FormLabel id="message-mails-label">{M.label}</FormLabel>
        <RadioGroup
          aria-labelledby="message-mails-label"
          value={query.data.myMessageMails}
          onChange={(event) => void choose(event.target.value)}
        >
          <FormControlLabel value="each" control={<Radio />} label={M.each} />
          <FormControlLabel value="daily" control={<Radio />} label={M.daily} />
        </RadioGroup>
      </FormControl>
      {error && <Alert severity="error">{error}</Alert>}
    </SectionBlock>
  );
}
