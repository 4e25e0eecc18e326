import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { palette } from '../../../lib/theme';
import { OFFER_MESSAGES } from '../messages';

const M = OFFER_MESSAGES.howItWorks;

/** Under every offer (issue 54): the page saying what the site does automatically. */
export function HowItWorksNote() {
  return (
    <Typography variant="body2" sx={{ mt: 6, color: palette.inkSoft }}>
      {M.text}{' '}
      <Link href={M.href} sx={{ fontWeight: 600 }}>
        {M.link}
      </Link>
    </Typography>
  );
}
