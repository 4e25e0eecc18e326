import TextField from '@mui/material/TextField';
import { JOB_SORTS, type JobSort } from '../../../lib/jobSearch';
import { SEARCH_MESSAGES as M } from '../messages';

/**
 * « Trier par » Pertinence (Urgent first) / Plus récentes / Salaire (highest yearly minimum first) / Distance (with a
 * radius, `byDistance`: the nearest first), beside the count.
 * A native select: the phone's own picker, and its height is the server's placeholder (`fs-sort-space`).
 */
export function SortSelect({
  sort,
  byDistance = false,
  onChange,
}: {
  sort: JobSort;
  byDistance?: boolean;
  onChange: (sort: JobSort) => void;
}) {
  const offered = JOB_SORTS.filter((known) => known !== 'distance' || byDistance);
  return (
    <TextField
      id="recherche-tri"
      select
      size="small"
      label={M.sortLabel}
      value={sort}
      onChange={(event) => onChange(offered.find((known) => known === event.target.value) ?? 'relevance')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ flex: '0 0 auto', width: 168, bgcolor: 'background.paper' }}
    >
      {offered.map((sort) => (
        <option key={sort} value={sort}>
          {M.sortOptions[sort]}
        </option>
      ))}
    </TextField>
  );
}
