import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PublicCompanyQuery } from '../../../gql/graphql';
import { palette } from '../../../lib/theme';
import { PUBLIC_COMPANY_MESSAGES as M } from '../messages';

type Company = NonNullable<PublicCompanyQuery['company']>;

/**
 * Under the company's name: its town, size and website (issue 58, minor 20), as the server's
 * first screen writes them (templates/pages/company.html).
 */
export function CompanyFactsLine({ company }: { company: Company }) {
  const facts = M.facts(company.city, company.size);
  if (!facts && !company.website) return null;
  return (
    <Typography sx={{ mt: 1, color: palette.inkSoft, overflowWrap: 'anywhere' }} data-testid="company-facts">
      {facts}
      {facts && company.website && ' · '}
      {company.website && (
        <Link href={company.website} target="_blank" rel="noopener noreferrer nofollow" aria-label={M.websiteLabel(company.name)}>
          {M.websiteText(company.website)}
        </Link>
      )}
    </Typography>
  );
}

/** « Métiers et savoir-faire »: the trades the company chose and the know-how it typed. */
export function CompanyTrades({ company }: { company: Company }) {
  const trades = [...company.jobPositions.map((position) => position.name), ...company.tagWords];
  if (trades.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="entreprise-metiers">
      <Typography id="entreprise-metiers" variant="h2" sx={{ mb: 2 }}>
        {M.trades}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {trades.map((trade) => (
          <Box component="li" key={trade}>
            <Chip variant="outlined" label={trade} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
