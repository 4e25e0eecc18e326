import type { ReactNode } from 'react';
import { CraftBadges } from '../../../components/CraftBadges';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import VerifiedIcon from '@mui/icons-material/Verified';
import { responsivenessText } from '../../../lib/answerTime';
import { usePageMeta } from '../../../lib/head';
import { h1Sx, palette } from '../../../lib/theme';
import { usePublicCompany } from '../api/publicCompany';
import { Picture, WorksGallery } from '../../../components/WorksGallery';
import { CompanyFactsLine, CompanyTrades } from '../components/CompanyFacts';
import { CompanyOffers } from '../components/CompanyOffers';
import { PUBLIC_COMPANY_MESSAGES as M } from '../messages';

/**
 * `/entreprises/:companyId/:companySlug` (issue 37): a company's name, logo, presentation and
 * all its live offers. The server writes the same first screen (templates/pages/company.html)
 * and answers 404 for a suspended company. `report`: « Signaler cette entreprise », composed by
 * the routes (another feature's).
 */
export function PublicCompanyPage({ report }: { report?: ReactNode }) {
  const { companyId = '' } = useParams();
  const query = usePublicCompany(companyId);
  const company = query.status === 'success' ? query.data.company : undefined;
  usePageMeta(
    company
      ? { title: M.metaTitle(company.name), description: company.presentation.slice(0, 200) || M.metaDescription(company.name) }
      : M.meta,
  );

  return (
    <Box>
      {company?.cover && (
        <Box data-ssr sx={{ bgcolor: palette.sand }}>
          <Picture
            picture={company.cover}
            alt=""
            sizes="100vw"
            lazy={false}
            sx={{ height: 'clamp(160px, 28vw, 340px)', objectFit: 'cover' }}
          />
        </Box>
      )}
      <Box sx={{ bgcolor: palette.sand, borderBottom: `1px solid ${palette.line}` }}>
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
          <Button variant="text" color="secondary" startIcon={<ArrowBackIcon />} href="/emploi" sx={{ mb: 2, ml: -1 }}>
            {M.back}
          </Button>
          {query.status === 'pending' && (
            <Box role="status" aria-label={M.loading}>
              <Skeleton width="20%" />
              <Skeleton variant="text" height={64} width="60%" />
            </Box>
          )}
          {company && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Avatar
                src={company.logoPath ?? undefined}
                alt={company.logoPath ? M.logo(company.name) : ''}
                variant="rounded"
                sx={{
                  width: 64,
                  height: 64,
                  bgcolor: palette.sand,
                  color: palette.brass,
                  fontSize: '1.8rem',
                  border: `1px solid ${palette.line}`,
                }}
              >
                {company.name.charAt(0).toUpperCase()}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="overline" component="p" sx={{ color: palette.brass, lineHeight: 1.6 }}>
                  {M.overline}
                </Typography>
                <Typography variant="h1" sx={{ ...h1Sx, overflowWrap: 'anywhere' }}>
                  {company.name}
                </Typography>
                <CompanyFactsLine company={company} />
                {responsivenessText(company.responsiveness) && (
                  <Typography variant="body2" sx={{ mt: 1, color: palette.inkSoft }}>
                    {responsivenessText(company.responsiveness)}
                  </Typography>
                )}
                {company.verification && (
                  <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                    <Chip size="small" color="success" icon={<VerifiedIcon />} label={M.verified} title={M.verifiedHelp} />
                    <Typography variant="body2" sx={{ color: palette.inkSoft, overflowWrap: 'anywhere' }}>
                      {[
                        M.identity(company.verification.legalName, company.verification.siretSpaced),
                        company.verification.naf && M.naf(company.verification.naf),
                        // The facts line above already says it when it is the same.
                        company.verification.size !== company.size && company.verification.size,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </Box>
                )}
                {company.labels.length > 0 && (
                  <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    <CraftBadges labels={company.labels} />
                  </Box>
                )}
              </Box>
            </Box>
          )}
          {query.status === 'success' && !company && (
            <Box>
              <Typography variant="h1" sx={{ ...h1Sx, mb: 2 }}>
                {M.notFoundTitle}
              </Typography>
              <Typography sx={{ mb: 3 }}>{M.notFound}</Typography>
              <Button variant="contained" href="/emploi">
                {M.allOffers}
              </Button>
            </Box>
          )}
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 5 }, display: 'grid', gap: 4 }}>
        {query.status === 'error' && (
          <Alert
            severity="error"
            sx={{ whiteSpace: 'pre-line' }}
            action={
              <Button color="inherit" onClick={() => void query.refetch()}>
                {M.retry}
              </Button>
            }
          >
            {M.error}
            {'\n'}
            {query.error.message}
          </Alert>
        )}
        {company && company.presentation.trim() !== '' && (
          <Box component="section" aria-labelledby="entreprise-presentation">
            <Typography id="entreprise-presentation" variant="h2" sx={{ mb: 2 }}>
              {M.presentation}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.7, maxWidth: '75ch' }}>
              {company.presentation}
            </Typography>
          </Box>
        )}
        {company && company.works.length > 0 && (
          <Box component="section" aria-labelledby="entreprise-realisations">
            <Typography id="entreprise-realisations" variant="h2" sx={{ mb: 2 }}>
              {M.works}
            </Typography>
            <WorksGallery works={company.works} sizes="(min-width: 900px) 380px, 50vw" />
          </Box>
        )}
        {company && <CompanyTrades company={company} />}
        {company && (
          <Box component="section" aria-labelledby="entreprise-offres">
            <Typography id="entreprise-offres" variant="h2" sx={{ mb: 2 }}>
              {M.offers}
            </Typography>
            <Typography sx={{ fontWeight: 600, mb: 2 }}>{M.offersCount(company.jobOffers.length)}</Typography>
            <CompanyOffers offers={company.jobOffers} />
          </Box>
        )}
        {company && report}
      </Container>
    </Box>
  );
}
