import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { palette } from '../../../lib/theme';
import { SEARCH_MESSAGES as M } from '../messages';

export interface CheckboxItem {
  id: number;
  label: string;
  /** Offers of the current search with this option; null until the first answer. */
  count: number | null;
  checked: boolean;
  indeterminate?: boolean;
  depth?: number;
}

/** A group of checkboxes with the number of offers next to each option. */
export function FilterGroup({
  legend,
  items,
  onToggle,
  children,
}: {
  legend: string;
  items: CheckboxItem[];
  onToggle: (id: number) => void;
  children?: ReactNode;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, pt: 2, mt: 2, borderTop: `1px solid ${palette.line}`, minWidth: 0 }}>
      <Box component="legend" sx={{ p: 0, mb: 0.5, fontWeight: 600, fontSize: '0.95rem', float: 'left', width: '100%' }}>
        {legend}
      </Box>
      <Box sx={{ clear: 'both', display: 'flex', flexDirection: 'column' }}>
        {items.map((item) => (
          <FormControlLabel
            key={item.id}
            sx={{
              ml: -1 + (item.depth ?? 0) * 2.25,
              mr: 0,
              alignItems: 'flex-start',
              '& .MuiFormControlLabel-label': { pt: '7px', lineHeight: 1.35, fontSize: '0.92rem' },
            }}
            control={
              <Checkbox
                size="small"
                checked={item.checked}
                indeterminate={item.indeterminate ?? false}
                onChange={() => onToggle(item.id)}
                sx={{ py: 0.75 }}
              />
            }
            label={
              <>
                {item.label}
                {item.count !== null && (
                  <>
                    {' '}
                    <Box component="span" sx={{ color: palette.inkSoft, whiteSpace: 'nowrap' }}>
                      {M.count(item.count)}
                    </Box>
                  </>
                )}
              </>
            }
          />
        ))}
        {children}
      </Box>
    </Box>
  );
}
