import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import type { MyApplicationFieldsFragment } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { palette } from '../../../lib/theme';
import { useQuery } from '../../../lib/useQuery';
import { MyApplicationsQuery } from '../api/applications';
import { DashboardSection } from '../../../components/dashboard/DashboardSection';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { MyApplicationsTable } from '../components/MyApplicationsTable';
import { MY_APPLICATIONS_MESSAGES as M } from '../messages';

/**
 * `/dashboard/applications` (candidates only: the route guard sends others to /emploi): the
 * sent applications, 30 at a time, newest first.
 */
export function MyApplicationsPage() {
  const query = useQuery(MyApplicationsQuery, {});
  const [more, setMore] = useState<{ items: MyApplicationFieldsFragment[]; endCursor: string | null; hasNextPage: boolean } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  useEffect(() => setMore(null), [query.data]);

  if (query.status === 'loading')
    return (
      <DashboardSection section="applications">
        <SectionLoading />
      </DashboardSection>
    );
  if (query.status === 'error') {
    return (
      <DashboardSection section="applications">
        <SectionLoadError message={query.error.message} onRetry={query.reload} />
      </DashboardSection>
    );
  }

  const first = query.data.jobOfferApplications;
  const items = [...first.edges.map((edge) => edge.node), ...(more?.items ?? [])];
  const hasNextPage = more ? more.hasNextPage : first.pageInfo.hasNextPage;
  const endCursor = more ? more.endCursor : (first.pageInfo.endCursor ?? null);

  const loadMore = async () => {
    if (!endCursor) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const next = (await graphqlRequest(MyApplicationsQuery, { after: endCursor })).jobOfferApplications;
      setMore({
        items: [...(more?.items ?? []), ...next.edges.map((edge) => edge.node)],
        endCursor: next.pageInfo.endCursor ?? null,
        hasNextPage: next.pageInfo.hasNextPage,
      });
    } catch (error) {
      setMoreError(error instanceof Error ? error.message : String(error));
    } finally {
      setLoadingMore(false);
    }
  };

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
          {hasNextPage && (
            <Box sx={{ mt: 2 }}>
              <Button variant="text" color="secondary" onClick={() => void loadMore()} disabled={loadingMore}>
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
