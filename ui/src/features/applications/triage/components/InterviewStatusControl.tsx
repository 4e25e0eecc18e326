import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { TRIAGE_MESSAGES as M, type InterviewStatus } from '../messages';

interface InterviewStatusControlProps {
  candidateName: string;
  value: string | null;
  disabled?: boolean;
  onChange: (status: InterviewStatus) => void;
}

/** Oui / Peut-être / Non: the recruiter's private note (a status cannot be cleared, only changed). */
export function InterviewStatusControl({ candidateName, value, disabled, onChange }: InterviewStatusControlProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      disabled={disabled}
      aria-label={M.interviewLabel(candidateName)}
      onChange={(_, next: InterviewStatus | null) => next && next !== value && onChange(next)}
      sx={{ '& .MuiToggleButton-root': { px: 1.25, py: 0.4, whiteSpace: 'nowrap', textTransform: 'none', fontWeight: 500 } }}
    >
      {M.interview.map((option) => (
        <ToggleButton key={option.value} value={option.value} color={option.value === 'no' ? 'secondary' : 'primary'}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
