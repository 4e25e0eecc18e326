import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { palette } from '../../../lib/theme';
import { INSUFFICIENT, SALARY_MESSAGES as M } from '../messages';

/** Regions of a trade, or trades of a family: each its page, its ads or « données insuffisantes ». */
export function SalaryLinks({ links }: { links: readonly { path: string; name: string; ads: number; shown: boolean }[] }) {
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
        gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'repeat(3, minmax(0,1fr))' },
      }}
    >
      {links.map((link) => (
        <li key={link.path}>
          <Link href={link.path} sx={{ fontWeight: 600, color: palette.terracotta }}>
            {link.name}
          </Link>
          {` · ${link.shown ? M.ads(link.ads) : INSUFFICIENT}`}
        </li>
      ))}
    </Box>
  );
}
