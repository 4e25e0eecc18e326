import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { resendConfirmation } from '../../../lib/emailConfirmation';
import { RestError } from '../../../lib/rest';
import { OFFER_FORM_MESSAGES } from '../messages';

const M = OFFER_FORM_MESSAGES.confirmToPublish;

type State = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string };

/**
 * Why the publish button is disabled for a company whose e-mail address is not confirmed
 * (the server refuses too), with the button that mails a new confirmation link.
 */
export function PublishNeedsConfirmation({ id }: { id: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const resend = async () => {
    setState({ kind: 'sending' });
    try {
      await resendConfirmation();
      setState({ kind: 'sent' });
    } catch (error) {
      if (error instanceof RestError && error.handled) return;
      setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <Alert id={id} severity="warning" role="region" aria-label={M.title}>
      <AlertTitle>{M.title}</AlertTitle>
      <Typography variant="body2">{M.text}</Typography>
      <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button variant="outlined" color="inherit" size="small" onClick={resend} disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? M.resending : M.resend}
        </Button>
        <Typography variant="body2" role="status" sx={{ fontWeight: 500 }}>
          {state.kind === 'sent' ? M.resent : state.kind === 'error' ? state.message : ''}
        </Typography>
      </Box>
    </Alert>
  );
}
