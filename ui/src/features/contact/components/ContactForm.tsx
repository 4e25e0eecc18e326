import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { sendContactMessage } from '../api/contact';
import { CONTACT_MESSAGES, CONTACT_SUBJECTS, MAX_MESSAGE_CHARS } from '../messages';

const M = CONTACT_MESSAGES.form;

type FormState = { step: 'idle' } | { step: 'sending' } | { step: 'sent' } | { step: 'failed'; message: string };

interface ContactFormProps {
  /** The signed-in user's address, prefilled (spec). */
  email: string;
  initialSubject?: string;
  initialMessage?: string;
}

/** The signed-in contact form: idle, sending ('On envoi...'), sent; a refusal keeps the input. */
export function ContactForm({ email: accountEmail, initialSubject = '', initialMessage = '' }: ContactFormProps) {
  const [subject, setSubject] = useState(initialSubject);
  const [email, setEmail] = useState(accountEmail);
  const [message, setMessage] = useState(initialMessage);
  const [state, setState] = useState<FormState>({ step: 'idle' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.step === 'sending') return;
    setState({ step: 'sending' });
    sendContactMessage({ subject, email, message }).then(
      () => setState({ step: 'sent' }),
      (error: unknown) => setState({ step: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  };

  if (state.step === 'sent') {
    return (
      <Box>
        <Alert severity="success" role="status">
          {M.sent}
        </Alert>
        <Button
          variant="outlined"
          color="secondary"
          sx={{ mt: 3 }}
          onClick={() => {
            setMessage('');
            setState({ step: 'idle' });
          }}
        >
          {M.another}
        </Button>
      </Box>
    );
  }

  const sending = state.step === 'sending';
  return (
    <Box component="form" onSubmit={submit} aria-labelledby="contact-form-titre" sx={{ display: 'grid', gap: 2.5 }}>
      {state.step === 'failed' && (
        <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
          {state.message}
        </Alert>
      )}
      <TextField select required label={M.subject} value={subject} onChange={(e) => setSubject(e.target.value)} disabled={sending}>
        {CONTACT_SUBJECTS.map((s) => (
          <MenuItem key={s.code} value={s.code}>
            {s.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        required
        type="email"
        label={M.email}
        helperText={M.emailHelp}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={sending}
        autoComplete="email"
      />
      <TextField
        required
        multiline
        minRows={6}
        label={M.message}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        disabled={sending}
        helperText={M.messageHelp(message.length)}
        slotProps={{ htmlInput: { maxLength: MAX_MESSAGE_CHARS } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={sending}>
          {sending ? M.sending : M.submit}
        </Button>
      </Box>
    </Box>
  );
}
