import { useState } from 'react';
import { LIMITS } from '../../../gql/limits';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InterviewMode, InterviewSlotInput } from '../../../gql/graphql';
import { useMoveInterview, useProposeInterview } from './api';
import { INTERVIEW_MESSAGES as M } from './messages';

const DURATIONS = [15, 30, 45, 60, 90, 120];
const MAX_SLOTS = LIMITS.count.interviewSlots;
const MODES: InterviewMode[] = ['WORKSHOP', 'VIDEO', 'PHONE'];

const emptySlot = (): InterviewSlotInput => ({ date: '', time: '', minutes: 45 });

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** One slot's three fields: a day, a Paris time, a duration. */
function SlotFields({ slot, label, onChange }: { slot: InterviewSlotInput; label: string; onChange: (slot: InterviewSlotInput) => void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} role="group" aria-label={label}>
      <TextField
        label={M.date}
        type="date"
        size="small"
        required
        value={slot.date}
        onChange={(event) => onChange({ ...slot, date: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label={M.time}
        type="time"
        size="small"
        required
        value={slot.time}
        onChange={(event) => onChange({ ...slot, time: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label={M.minutes}
        select
        size="small"
        value={slot.minutes}
        onChange={(event) => onChange({ ...slot, minutes: Number(event.target.value) })}
        sx={{ minWidth: 120 }}
      >
        {DURATIONS.map((minutes) => (
          <MenuItem key={minutes} value={minutes}>
            {M.duration(minutes)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/** The company's proposal: where, then 1 to 5 slots. */
export function ProposeForm({ applicationId, onClose }: { applicationId: string; onClose: () => void }) {
  const [mode, setMode] = useState<InterviewMode>('WORKSHOP');
  const [link, setLink] = useState('');
  const [slots, setSlots] = useState<InterviewSlotInput[]>([emptySlot()]);
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync, isPending } = useProposeInterview();

  const send = async () => {
    setError(null);
    try {
      await mutateAsync({ applicationId, mode, link: mode === 'VIDEO' ? link : null, slots });
      onClose();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <Box
      component="form"
      aria-label={M.propose}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box>
        <FormLabel id="entretien-lieu">{M.mode}</FormLabel>
        <RadioGroup row aria-labelledby="entretien-lieu" value={mode} onChange={(event) => setMode(event.target.value as InterviewMode)}>
          {MODES.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={M.modes[value]} />
          ))}
        </RadioGroup>
      </Box>
      {mode === 'VIDEO' && (
        <TextField
          label={M.link}
          helperText={M.linkHelp}
          required
          value={link}
          onChange={(event) => setLink(event.target.value)}
          size="small"
        />
      )}
      {slots.map((slot, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <SlotFields
            slot={slot}
            label={M.slot(index + 1)}
            onChange={(changed) => setSlots((current) => current.map((s, i) => (i === index ? changed : s)))}
          />
          {slots.length > 1 && (
            <Button size="small" color="secondary" onClick={() => setSlots((current) => current.filter((_, i) => i !== index))}>
              {M.removeSlot}
            </Button>
          )}
        </Stack>
      ))}
      {slots.length < MAX_SLOTS && (
        <Box>
          <Button size="small" onClick={() => setSlots((current) => [...current, emptySlot()])}>
            {M.addSlot}
          </Button>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        {M.calendar}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={isPending}>
          {isPending ? M.sending : M.send}
        </Button>
        <Button color="secondary" onClick={onClose} disabled={isPending}>
          {M.close}
        </Button>
      </Stack>
    </Box>
  );
}

/** The company moves a set interview to another time. */
export function MoveForm({ interviewId, onClose }: { interviewId: string; onClose: () => void }) {
  const [slot, setSlot] = useState<InterviewSlotInput>(emptySlot());
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync, isPending } = useMoveInterview();
  return (
    <Box
      component="form"
      aria-label={M.moveTitle}
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        mutateAsync({ interviewId, slot }).then(onClose, (failure: unknown) => setError(messageOf(failure)));
      }}
      sx={{ display: 'grid', gap: 2, mt: 2 }}
    >
      <SlotFields slot={slot} label={M.moveTitle} onChange={setSlot} />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={isPending}>
          {M.moveSend}
        </Button>
        <Button color="secondary" onClick={onClose} disabled={isPending}>
          {M.close}
        </Button>
      </Stack>
    </Box>
  );
}
