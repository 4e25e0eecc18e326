import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { LIMITS } from '../../../gql/limits';
import { NOTICES_MESSAGES as M } from '../noticesMessages';

export interface Choice {
  code: string;
  label: string;
}

interface DecisionFormProps {
  /** The decisions (`noticeOutcomes`), or null for a contest (granted or not). */
  outcomes: readonly Choice[] | null;
  grounds: readonly Choice[];
  suggestedGround: string;
  busy: boolean;
  error: string | null;
  onSubmit: (choice: { outcome: string; ground: string | null; facts: string }) => void;
}

/** A decision: what (`outcome`), on which ground (the one list of `removalReasons`), and the facts. */
export function DecisionForm({ outcomes, grounds, suggestedGround, busy, error, onSubmit }: DecisionFormProps) {
  const choices = outcomes ?? [
    { code: 'UPHELD', label: M.upheld },
    { code: 'REVERSED', label: M.reversed },
  ];
  const [outcome, setOutcome] = useState('');
  const [ground, setGround] = useState(suggestedGround);
  const [facts, setFacts] = useState('');
  const needsGround = outcomes !== null && outcome !== '' && outcome !== 'KEPT';
  const ready = outcome !== '' && facts.trim() !== '' && (!needsGround || ground !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !busy) onSubmit({ outcome, ground: needsGround ? ground : null, facts: facts.trim() });
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1.5, mt: 1.5 }}>
      <TextField
        select
        required
        label={M.outcome}
        value={outcome}
        onChange={(event) => setOutcome(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" disabled>
          {M.chooseOutcome}
        </option>
        {choices.map((choice) => (
          <option key={choice.code} value={choice.code}>
            {choice.label}
          </option>
        ))}
      </TextField>
      {needsGround && (
        <TextField
          select
          required
          label={M.ground}
          value={ground}
          onChange={(event) => setGround(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" disabled>
            {M.chooseGround}
          </option>
          {grounds.map((choice) => (
            <option key={choice.code} value={choice.code}>
              {choice.label}
            </option>
          ))}
        </TextField>
      )}
      <TextField
        required
        multiline
        minRows={2}
        label={M.facts}
        helperText={M.factsHelp}
        value={facts}
        onChange={(event) => setFacts(event.target.value)}
        slotProps={{ htmlInput: { maxLength: LIMITS.text.decisionFacts } }}
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={!ready || busy}>
          {busy ? M.deciding : M.decide}
        </Button>
      </Box>
    </Box>
  );
}
