import { NavLink } from 'react-router';
import Box from '@mui/material/Box';
import { palette } from '../../../lib/theme';
import { ADMIN_MESSAGES as M } from '../messages';
import type { AdminSection } from '../sections';

/** The sections of the back-office: a column on desktop; on phones they wrap, all in sight. */
export function AdminNav({ sections }: { sections: readonly AdminSection[] }) {
  return (
    <Box component="nav" aria-label={M.navLabel}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          flexWrap: { xs: 'wrap', md: 'nowrap' },
          gap: 0.5,
          pb: { xs: 1, md: 0 },
        }}
      >
        {sections.map((section) => (
          <Box component="li" key={section.path} sx={{ flex: '0 0 auto' }}>
            <Box
              component={NavLink}
              to={`/admin/${section.path}`}
              sx={{
                display: 'block',
                px: { xs: 1.5, md: 2 },
                py: { xs: 0.75, md: 1.25 },
                borderRadius: 2,
                color: 'text.primary',
                textDecoration: 'none',
                whiteSpace: 'nowrap',
                '&:hover': { bgcolor: palette.sand },
                '&.active': { bgcolor: palette.sand, fontWeight: 600, boxShadow: `inset 3px 0 0 ${palette.ink}` },
              }}
            >
              {section.label}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
