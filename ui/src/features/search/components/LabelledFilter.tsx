import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { palette } from '../../../lib/theme';
import { SEARCH_MESSAGES as M } from '../messages';

/** « Savoir-faire labellisé » (issue 54): only offers of companies whose craft label staff approved. */
export function LabelledFilter({ checked, onChange }: { checked: boolean; onChange: (labelled: boolean) => void }) {
  return (
    <Box sx={{ pt: 2, mt: 2, borderTop: `1px solid ${palette.line}` }}>
      <FormControlLabel
        sx={{ ml: -1, mr: 0, '& .MuiFormControlLabel-label': { fontWeight: 600, fontSize: '0.95rem' } }}
        control={
          <Checkbox
            size="small"
            name="labelled"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            inputProps={{ 'aria-describedby': 'savoir-faire-aide' }}
          />
        }
        label={M.labelled.label}
      />
      <Typography id="savoir-faire-aide" variant="body2" sx={{ color: palette.inkSoft, fontSize: '0.85rem' }}>
        {M.labelled.help}
      </Typography>
    </Box>
  );
}
