import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { palette } from '../../../lib/theme';
import { TRAINING_MESSAGES as M } from '../messages';

/** Landing pages as links, each with its live offers (an index, a trade's other pages). */
export function TrainingLinks({ links }: { links: readonly { path: string; title: string; offers: number }[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 4,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'repeat(2, minmax(0,1fr))' },
      }}
    >
      {links.map((link) => (
        <li key={link.path}>
          <Link href={link.path} sx={{ fontWeight: 600, color: palette.terracotta }}>
            {link.title}
          </Link>
          {` · ${M.offers(link.offers)}`}
        </li>
      ))}
    </Box>
  );
}
