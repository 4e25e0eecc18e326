import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SalaryTradesQuery } from '../../../gql/graphql';
import { usePageMeta } from '../../../lib/head';
import { h1Sx, palette } from '../../../lib/theme';
import { useSalaryTrades } from '../api/salaries';
import { SalaryLinks } from '../components/SalaryLinks';
import { SALARY_MESSAGES as M } from '../messages';

type Trade = SalaryTradesQuery['salaryTrades'][number];

/** Trades by family, in the tree's order. */
function byFamily(trades: readonly Trade[]): { name: string; trades: Trade[] }[] {
  const families: { name: string; trades: Trade[] }[] = [];
  for (const trade of trades) {
    const last = families.at(-1);
    if (last?.name === trade.family) last.trades.push(trade);
    else families.push({ name: trade.family, trades: [trade] });
  }
  return families;
}

/** `/salaires` (issue 56, item 3): every trade of the barometer, by family; the server writes the same first screen. */
export function SalaryTradesPage() {
  const query = useSalaryTrades();
  usePageMeta(M.meta);
  return (
    <Box>
      <Box sx={{ bgcolor: palette.sand, borderBottom: `1px solid ${palette.line}` }}>
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
          <Typography variant="overline" component="p" sx={{ color: palette.brass, lineHeight: 1.6 }}>
            {M.overline}
          </Typography>
          <Typography variant="h1" sx={{ ...h1Sx, overflowWrap: 'anywhere' }}>
            {M.indexTitle}
          </Typography>
          <Typography sx={{ mt: 2, color: palette.inkSoft, maxWidth: '75ch' }}>{M.indexIntro}</Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 5 } }}>
        {query.status === 'pending' && (
          <Box role="status" aria-label={M.loading}>
            <Skeleton width="40%" />
            <Skeleton width="60%" />
          </Box>
        )}
        {query.status === 'error' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void query.refetch()}>
                {M.retry}
              </Button>
            }
          >
            {M.error}
          </Alert>
        )}
        {query.status === 'success' &&
          byFamily(query.data.salaryTrades).map((family) => (
            <Box component="section" key={family.name}>
              <Typography variant="h2" sx={{ mb: 2 }}>
                {family.name}
              </Typography>
              <SalaryLinks links={family.trades} />
            </Box>
          ))}
      </Container>
    </Box>
  );
}
