import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import { PAY_FLOORS } from '../../../lib/jobSearch';
import { palette } from '../../../lib/theme';
import { SEARCH_MESSAGES as M } from '../messages';

interface PayFloorFilterProps {
  /** The floor chosen (euros a year), or null. */
  value: number | null;
  /** Offers per floor for the current search (its other filters); null before the first answer. */
  counts: { floor: number; count: number }[] | null;
  onChange: (floor: number | null) => void;
}

/**
 * « Salaire » (issue 36; issue 58, item 7: the one pay filter, the brackets are gone): one floor
 * at most, euros a year; an offer paid by the hour or the month is compared over its year. Each
 * floor shows how many offers reach it (an offer counts under every floor it reaches, so the
 * counts only fall as the floor rises); offers without a range reach none.
 */
export function PayFloorFilter({ value, counts, onChange }: PayFloorFilterProps) {
  const countOf = (floor: number) => counts?.find((item) => item.floor === floor)?.count ?? 0;
  const choices: (number | null)[] = [null, ...PAY_FLOORS];
  return (
    <Box
      component="fieldset"
      role="radiogroup"
      aria-label={M.payFloor.legend}
      sx={{ border: 0, p: 0, m: 0, pt: 2, mt: 2, borderTop: `1px solid ${palette.line}`, minWidth: 0 }}
    >
      <Box component="legend" sx={{ p: 0, mb: 0.5, fontWeight: 600, fontSize: '0.95rem', float: 'left', width: '100%' }}>
        {M.payFloor.legend}
      </Box>
      <Box sx={{ clear: 'both', display: 'flex', flexDirection: 'column' }}>
        {choices.map((floor) => (
          <FormControlLabel
            key={floor ?? 'any'}
            sx={{ ml: -1, mr: 0, '& .MuiFormControlLabel-label': { lineHeight: 1.35, fontSize: '0.92rem' } }}
            control={<Radio size="small" name="minPay" checked={value === floor} onChange={() => onChange(floor)} sx={{ py: 0.75 }} />}
            label={
              floor === null ? (
                M.payFloor.any
              ) : (
                <>
                  {M.payFloor.atLeast(floor)}
                  {counts !== null && (
                    <>
                      {' '}
                      <Box component="span" sx={{ color: palette.inkSoft, whiteSpace: 'nowrap' }}>
                        {M.count(countOf(floor))}
                      </Box>
                    </>
                  )}
                </>
              )
            }
          />
        ))}
      </Box>
    </Box>
  );
}
