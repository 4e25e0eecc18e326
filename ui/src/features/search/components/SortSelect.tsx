import TextField from '@mui/material/TextField';
import { JOB_SORTS, type JobSort } from '../../../lib/jobSearch';
import { SEARCH_MESSAGES as M } from '../messages';

/**
 * « Trier par » Pertinence (Urgent first) / Plus récentes / Salaire (highest yearly minimum first), beside the count.
 * A native select: the phone's own picker, and its height is the server's placeholder (`fs-sort-space`).
 */
export function SortSelect({ sort, onChange }: { sort: JobSort; onChange: (sort: JobSort) => void }) {
  return (
    <TextField
      id="recherche-tri"
      select
      size="small"
      label={M.sortLabel}
      value={sort}
      onChange={(event) => onChange(JOB_SORTS.find((known) => known === event.target.value) ?? 'relevance')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ flex: '0 0 auto', width: 168, bgcolor: 'background.paper' }}
    >
      {JOB_SORTS.map((sort) => (
        <option key={sort} value={sort}>
          {M.sortOptions[sort]}
        </option>
      ))}
    </TextField>
  );
}
