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
      <Link component="button" type="button" onClick={onSearchExactly} sx={{ verticalAlign: 'baseline', font: 'inherit' }}>
        {M.searchExactly} <i>{typed}</i>
      </Link>
    </Typography>
  );
}
