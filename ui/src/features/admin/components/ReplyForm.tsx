import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ADMIN_MESSAGES } from '../messages';
import { LIMITS } from '../../../gql/limits';

const M = ADMIN_MESSAGES.inbox;
/** The server's bound (`text::ReplyBody`). */
export const MAX_REPLY_CHARS = LIMITS.text.replyBody;

interface ReplyFormProps {
  email: string;
  /**
   * Sends the reply. `requestKey` is made once when the form opens: sending twice (a double
   * click, a retry) carries the same key, and the server mails once.
   */
  onSend: (body: string, requestKey: string) => Promise<void>;
  onCancel: () => void;
}

/** The reply to a contact message, mailed to its sender. */
export function ReplyForm({ email, onSend, onCancel }: ReplyFormProps) {
  const [requestKey] = useState(() => crypto.randomUUID());
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const length = [...body].length;
  const ready = body.trim().length > 0 && length <= MAX_REPLY_CHARS;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || sending) return;
    setSending(true);
    setError(null);
    try {
      await onSend(body, requestKey);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setSending(false);
    }
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => void submit(event)}
      aria-label={M.replyLabel(email)}
      sx={{ mt: 1.5, display: 'grid', gap: 1 }}
    >
      <TextField
        label={M.replyLabel(email)}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        multiline
        minRows={4}
        required
        error={length > MAX_REPLY_CHARS}
        helperText={M.replyHelp(length, MAX_REPLY_CHARS)}
        slotProps={{ htmlInput: { maxLength: MAX_REPLY_CHARS } }}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={!ready || sending}>
          {sending ? M.sending : M.send}
        </Button>
        <Button onClick={onCancel} color="secondary" disabled={sending}>
          {M.cancel}
        </Button>
      </Box>
    </Box>
  );
}
