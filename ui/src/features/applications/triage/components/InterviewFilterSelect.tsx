import TextField from '@mui/material/TextField';
import type { InterviewFilter } from '../hooks/useTriageApplications';
import { TRIAGE_MESSAGES as M } from '../messages';

/** The `entretien` parameter: yes, maybe, no or none; anything else shows all. */
export const INTERVIEW_PARAM = 'entretien';
const FILTERS: readonly InterviewFilter[] = ['yes', 'maybe', 'no', 'none'];

export function interviewFilterOf(value: string | null): InterviewFilter | null {
  return FILTERS.find((filter) => filter === value) ?? null;
}

/** « Entretien » : Oui / Peut-être / Non / Pas encore noté, or all (issue 35). */
export function InterviewFilterSelect({
  value,
  onChange,
}: {
  value: InterviewFilter | null;
  onChange: (next: InterviewFilter | null) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={M.filterLabel}
      value={value ?? ''}
      onChange={(event) => onChange(interviewFilterOf(event.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 220 }}
    >
      <option value="">{M.filterAll}</option>
      {M.interview.map((item) => (
        <option key={item.value} value={item.value}>
          {item.label}
        </option>
      ))}
      <option value="none">{M.filterNone}</option>
    </TextField>
  );
}
