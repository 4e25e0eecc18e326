import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Page } from '../../../components/Page';
import { UpcomingNotice } from '../../../components/UpcomingNotice';
import { palette } from '../../../lib/theme';
import { SEARCH_MESSAGES as M } from '../messages';

/** Frame of the job search: sidebar of filter groups and the results column. */
export function JobSearchPage() {
  const [params] = useSearchParams();
  const terms = params.get('search')?.trim() ?? '';
  return (
    <Page meta={M.meta} eyebrow={M.eyebrow} title={M.title} intro={M.intro}>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' } }}>
        <Box component="aside" aria-labelledby="filtres-titre" sx={{ p: 3, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 2, alignSelf: 'start' }}>
          <Typography id="filtres-titre" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>{M.filtersTitle}</Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {M.filterGroups.map((group) => (
              <Box component="li" key={group} sx={{ py: 1.25, borderTop: `1px solid ${palette.line}`, color: 'text.secondary', fontWeight: 500 }}>
                {group}
              </Box>
            ))}
          </Box>
        </Box>
        <Box component="section" aria-label={M.title}>
          {terms && <Typography sx={{ mb: 2, fontWeight: 500 }}>{M.searchFor(terms)}</Typography>}
          <UpcomingNotice />
        </Box>
      </Box>
    </Page>
  );
}
