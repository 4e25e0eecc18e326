import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LandingBand } from '../../../components/LandingBand';
import { palette } from '../../../lib/theme';
import { usePageMeta } from '../../../lib/head';
import { useSalaryBarometer } from '../api/salaries';
import { SalaryCells } from '../components/SalaryCells';
import { SalaryLinks } from '../components/SalaryLinks';
import { SALARY_MESSAGES as M } from '../messages';

/**
 * `/salaires/:trade` and `/salaires/:trade/:region` (issue 56, item 3; docs/salaries.md): what
 * the live and recent ads of a trade pay, by contract, and on the trade's page its regions. The
 * server writes the same first screen (templates/pages/salaries.html) and answers 404 for an
 * unknown trade or region.
 */
export function SalaryBarometerPage() {
  const { trade = '', region } = useParams();
  const query = useSalaryBarometer(trade, region);
  const barometer = query.status === 'success' ? query.data.salaryBarometer : undefined;
  usePageMeta(barometer ? { title: barometer.title, description: M.intro(barometer.updatedOn) } : M.meta);

  return (
    <Box>
      <LandingBand
        back={{ href: '/salaires', label: M.back }}
        status={query.status}
        loading={M.loading}
        found={barometer && { overline: M.overline, title: barometer.title, intro: M.intro(barometer.updatedOn) }}
        notFound={{ title: M.notFoundTitle, text: M.notFound }}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 5 }, display: 'grid', gap: 4 }}>
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
        {barometer && (
          <Box component="section" aria-labelledby="salaires-contrats">
            <Typography id="salaires-contrats" variant="h2" sx={{ mb: 2 }}>
              {M.byContract}
            </Typography>
            <SalaryCells cells={barometer.cells} />
          </Box>
        )}
        {barometer?.regionName && (
          <Link href={barometer.trade.path} sx={{ fontWeight: 600 }}>
            {M.wholeCountry}
          </Link>
        )}
        {barometer && barometer.regions.length > 0 && (
          <Box component="section" aria-labelledby="salaires-regions">
            <Typography id="salaires-regions" variant="h2" sx={{ mb: 2 }}>
              {M.byRegion}
            </Typography>
            <SalaryLinks links={barometer.regions} />
          </Box>
        )}
        {barometer && (
          <Typography sx={{ color: palette.inkSoft, maxWidth: '75ch' }}>
            {M.note(barometer.minAds, barometer.minCompanies)} <Link href={M.howItWorksPath}>{M.howItWorks}</Link>
          </Typography>
        )}
      </Container>
    </Box>
  );
}
