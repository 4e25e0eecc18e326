import TextField from '@mui/material/TextField';
import { RADII_KM } from '../../../lib/jobSearch';
import { SEARCH_MESSAGES as M } from '../messages';

/** « Dans un rayon de » 0 (the town only) / 10 / 20 / 50 / 100 km, with one town selected. */
export function RadiusSelect({ radius, onChange }: { radius: number; onChange: (radius: number) => void }) {
  return (
    <TextField
      id="recherche-rayon"
      select
      size="small"
      label={M.radiusLabel}
      value={radius}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200, bgcolor: 'background.paper' }}
    >
      {RADII_KM.map((km) => (
        <option key={km} value={km}>
          {M.radiusOption(km)}
        </option>
      ))}
    </TextField>
  );
}
