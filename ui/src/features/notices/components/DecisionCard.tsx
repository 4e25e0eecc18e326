import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ModerationStatementFieldsFragment } from '../../../gql/graphql';
import { LIMITS } from '../../../gql/limits';
import { frenchDate } from '../../../lib/dates';
import { failureOf } from '../../../lib/failure';
import { palette } from '../../../lib/theme';
import { NOTICE_MESSAGES } from '../messages';

const M = NOTICE_MESSAGES.decisions;

type Statement = ModerationStatementFieldsFragment;

/** Sends the company's arguments (the dashboard's mutation, or the mailed link's). */
export type SendContest = (text: string) => Promise<unknown>;

function Part({ label, text }: { label: string; text: string }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography component="h4" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{text}</Typography>
    </Box>
  );
}

/** « Contester cette décision »: once, the company's arguments. */
function ContestForm({ send: sendContest }: { send: SendContest }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (!open) {
    return (
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {M.contest}
      </Button>
    );
  }
  const send = async () => {
    setError(null);
    setPending(true);
    try {
      await sendContest(text);
    } catch (failure) {
      const { handled, message } = failureOf(failure);
      if (!handled) setError(message);
    } finally {
      setPending(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        label={M.contestLabel}
        required
        multiline
        minRows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: LIMITS.text.contestText } }}
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box>
        <Button variant="contained" disabled={pending || text.trim() === ''} onClick={() => void send()}>
          {M.contestSend}
        </Button>
      </Box>
    </Box>
  );
}

/** One statement of reasons (DSA article 17): each part, and the contest. */
export function DecisionCard({ statement, contest }: { statement: Statement; contest: SendContest }) {
  return (
    <Box component="li" sx={{ listStyle: 'none', p: 2.5, border: `1px solid ${palette.line}`, borderRadius: 2, bgcolor: palette.surface }}>
      <Typography component="h3" variant="h6" sx={{ mb: 0.5 }}>
        {statement.contestOf ? M.onContest : statement.subject}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {M.decidedOn(frenchDate(String(statement.decidedAt)))}
      </Typography>
      <Part label={M.decision} text={statement.decision} />
      <Part label={M.facts} text={statement.facts} />
      <Part label={M.automated} text={statement.automated} />
      <Part label={M.ground} text={statement.ground} />
      <Part label={M.redress} text={statement.redress} />
      {statement.contestedAt != null && <Alert severity="info">{M.contested(frenchDate(String(statement.contestedAt)))}</Alert>}
      {statement.contestable && <ContestForm send={contest} />}
    </Box>
  );
}
