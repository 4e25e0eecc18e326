import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { palette } from '../../../lib/theme';
import { SEARCH_MESSAGES as M } from '../messages';

/**
 * « Résultats pour <i>ébéniste</i> » when misspelt keywords were corrected, with a link to the
 * search of the keywords as typed (`exact`).
 */
export function CorrectedNotice({ corrected, typed, onSearchExactly }: { corrected: string; typed: string; onSearchExactly: () => void }) {
  return (
    <Typography role="status" sx={{ mb: 2, color: palette.inkSoft }}>
      {M.correctedFor} <i>{corrected}</i>
      {' · '}
      {/* The theme's links take the text's colour: this one is an action in a grey line, so it
          shows as a link (the primary colour, underlined), as the sign-up's terms link does. */}
      <Link
        component="button"
        type="button"
        onClick={onSearchExactly}
        underline="always"
        sx={{ verticalAlign: 'baseline', font: 'inherit', color: 'primary.main' }}
      >
        {M.searchExactly} <i>{typed}</i>
      </Link>
    </Typography>
  );
}
