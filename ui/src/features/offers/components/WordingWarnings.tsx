import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { OFFER_FORM_MESSAGES as M } from '../messages';
import type { WordingWarning } from '../hooks/useWordingWarnings';

/** The checker's warnings above the form's buttons: advice, publishing stays possible. */
export function WordingWarnings({ warnings }: { warnings: WordingWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert severity="warning" role="status" data-testid="wording-warnings">
      <AlertTitle>{M.wordingTitle}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {warnings.map((warning, index) => (
          <li key={`${warning.rule}-${warning.field}-${index}`}>
            {warning.message}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({warning.law})
            </Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {M.wordingNote}
      </Typography>
    </Alert>
  );
}
