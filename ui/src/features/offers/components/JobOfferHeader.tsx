import { CraftBadges } from '../../../components/CraftBadges';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import EuroOutlinedIcon from '@mui/icons-material/EuroOutlined';
import type { JobOfferFieldsFragment } from '../../../gql/graphql';
import { shownPay } from '../../../lib/training';
import { responsivenessText } from '../../../lib/answerTime';
import { h1Sx, palette } from '../../../lib/theme';
import { OFFER_MESSAGES } from '../messages';

const M = OFFER_MESSAGES.detail;

export function placeLabel(offer: JobOfferFieldsFragment): string {
  const { name, postalCode } = offer.localizedCompany.address.locality;
  return `${name} (${postalCode})`;
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', fontWeight: 500 }}>
      {icon}
      {children}
    </Box>
  );
}

interface JobOfferHeaderProps {
  offer: JobOfferFieldsFragment;
  onBack: () => void;
  /** Buttons under the facts: apply, favourite, share, or the owner's tools. */
  children?: ReactNode;
}

/** The band at the top of an offer: back, company, title, place, contract, salary, types. */
export function JobOfferHeader({ offer, onBack, children }: JobOfferHeaderProps) {
  const iconSx = { fontSize: 20, color: palette.brass } as const;
  const pay = shownPay(offer);
  const responsiveness = responsivenessText(offer.localizedCompany.company.responsiveness);
  return (
    <Box sx={{ bgcolor: palette.sand, borderBottom: `1px solid ${palette.line}` }}>
      <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 3 }, pb: { xs: 4, md: 6 } }}>
        <Button variant="text" color="secondary" startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ ml: -1.5, mb: { xs: 2, md: 3 } }}>
          {M.back}
        </Button>
        <Typography variant="overline" component="p" sx={{ mb: 1 }} data-ssr>
          {offer.localizedCompany.company.name}
        </Typography>
        <Typography variant="h1" sx={{ ...h1Sx, overflowWrap: 'anywhere' }} data-ssr>
          {offer.title}
          {offer.jobOfferAd?.urgent && !offer.expired && (
            <Chip
              label={M.urgent}
              color="primary"
              size="small"
              sx={{ ml: 1.5, verticalAlign: 'middle', fontFamily: 'Inter, sans-serif' }}
            />
          )}
        </Typography>
        {offer.craftLabels.length > 0 && (
          <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <CraftBadges labels={offer.craftLabels.map((kind) => ({ kind }))} />
          </Box>
        )}
        <Box
          component="ul"
          aria-label={M.facts}
          data-ssr
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
        >
          <Fact icon={<PlaceOutlinedIcon aria-hidden sx={iconSx} />}>{placeLabel(offer)}</Fact>
          {offer.jobContract && <Fact icon={<WorkOutlineIcon aria-hidden sx={iconSx} />}>{offer.jobContract.name}</Fact>}
          {pay && <Fact icon={<EuroOutlinedIcon aria-hidden sx={iconSx} />}>{pay}</Fact>}
        </Box>
        {offer.jobTypes.length > 0 && (
          <Box
            component="ul"
            aria-label={M.jobTypes}
            data-ssr
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {offer.jobTypes.map((type) => (
              <li key={type.id}>
                <Chip label={type.name} variant="outlined" size="small" sx={{ bgcolor: palette.surface }} />
              </li>
            ))}
          </Box>
        )}
        {responsiveness && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-ssr>
            {responsiveness}
          </Typography>
        )}
        {children && <Box sx={{ mt: 3 }}>{children}</Box>}
      </Container>
    </Box>
  );
}
