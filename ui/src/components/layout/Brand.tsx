import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { LAYOUT_MESSAGES } from '../messages';
import { displayFont, palette } from '../../lib/theme';

/**
 * The wordmark: links home; never a heading (each page owns its single h1). `compact`: no
 * baseline (a long menu needs its room; the header's container stops growing at 1 200 px).
 */
export function Brand({ onClick, compact = false }: { onClick?: () => void; compact?: boolean }) {
  return (
    <Link
      href="/"
      underline="none"
      aria-label={LAYOUT_MESSAGES.homeLink}
      onClick={onClick}
      sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 1 }}
    >
      <Box component="span" sx={{ fontFamily: displayFont, fontWeight: 600, fontSize: '1.9rem', lineHeight: 1, color: palette.ink }}>
        Ensemblier
        <Box component="span" sx={{ color: palette.terracotta }}>
          .
        </Box>
      </Box>
      <Box
        component="span"
        sx={{
          display: { xs: 'none', lg: compact ? 'none' : 'inline' },
          whiteSpace: 'nowrap',
          fontSize: '0.72rem',
          letterSpacing: '0.14em',
          textTransform: 'uppercase',
          color: palette.brass,
          fontWeight: 600,
        }}
      >
        {LAYOUT_MESSAGES.brandBaseline}
      </Box>
    </Link>
  );
}
