import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import { JOB_STARTS, type JobStart } from '../../../lib/jobSearch';
import { palette } from '../../../lib/theme';
import { SEARCH_MESSAGES as M } from '../messages';

/**
 * « Début » (issue 55): training offers starting this month, within the next three months, or from the coming
 * September on; the server reads the choice against its day (`src/search/start.rs`).
 */
export function StartFilter({ value, onChange }: { value: JobStart | null; onChange: (start: JobStart | null) => void }) {
  const choices: (JobStart | null)[] = [null, ...JOB_STARTS];
  return (
    <Box
      component="fieldset"
      role="radiogroup"
      aria-label={M.start.legend}
      sx={{ border: 0, p: 0, m: 0, pt: 2, mt: 2, borderTop: `1px solid ${palette.line}`, minWidth: 0 }}
    >
      <Box component="legend" sx={{ p: 0, mb: 0.5, fontWeight: 600, fontSize: '0.95rem', float: 'left', width: '100%' }}>
        {M.start.legend}
      </Box>
      <Box sx={{ clear: 'both', display: 'flex', flexDirection: 'column' }}>
        {choices.map((start) => (
          <FormControlLabel
            key={start ?? 'any'}
            sx={{ ml: -1, mr: 0, '& .MuiFormControlLabel-label': { lineHeight: 1.35, fontSize: '0.92rem' } }}
            control={<Radio size="small" name="start" checked={value === start} onChange={() => onChange(start)} sx={{ py: 0.75 }} />}
            label={start === null ? M.start.any : M.start.choices[start]}
          />
        ))}
      </Box>
    </Box>
  );
}
