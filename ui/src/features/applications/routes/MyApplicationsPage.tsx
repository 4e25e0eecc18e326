import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { palette } from '../../../lib/theme';
import { useMyApplications } from '../api/applications';
import { DashboardSection } from '../../../components/dashboard/DashboardSection';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { MyApplicationsTable } from '../components/MyApplicationsTable';
import { MY_APPLICATIONS_MESSAGES as M } from '../messages';

/**
 * `/dashboard/applications` (candidates only: the route guard sends others to /emploi): the
 * sent applications, 30 at a time, newest first.
 */
export function MyApplicationsPage() {
  const query = useMyApplications();

  if (query.status === 'pending')
    return (
      <DashboardSection section="applications">
        <SectionLoading />
      </DashboardSection>
    );
  if (query.status === 'error' && !query.isFetchNextPageError) {
    return (
      <DashboardSection section="applications">
        <SectionLoadError message={query.error.message} onRetry={() => void query.refetch()} />
      </DashboardSection>
    );
  }

  const pages = query.data?.pages ?? [];
  const first = pages[0]?.jobOfferApplications ?? { totalCount: 0 };
  const items = pages.flatMap((page) => page.jobOfferApplications.edges.map((edge) => edge.node));
  const moreError = query.isFetchNextPageError ? query.error.message : null;

  return (
    <DashboardSection section="applications">
      {items.length === 0 ? (
        <Box
          role="status"
          sx={{
            p: 3,
            border: `1px dashed ${palette.line}`,
            borderRadius: 2,
            bgcolor: palette.surface,
            display: 'flex',
            gap: 2,
            alignItems: 'flex-start',
          }}
        >
          <SendOutlinedIcon aria-hidden sx={{ color: palette.brass, mt: 0.3 }} />
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{M.empty}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {M.emptyHint}
            </Typography>
            <Button variant="contained" href="/emploi" sx={{ mt: 2 }}>
              {M.allOffers}
            </Button>
          </Box>
        </Box>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {M.count(first.totalCount)}
          </Typography>
          <MyApplicationsTable applications={items} />
          {query.hasNextPage && (
            <Box sx={{ mt: 2 }}>
              <Button variant="text" color="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                {M.more}
              </Button>
            </Box>
          )}
          {moreError && (
            <Typography role="alert" color="error" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
              {moreError}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {M.readingHelp}
          </Typography>
        </>
      )}
    </DashboardSection>
  );
}
