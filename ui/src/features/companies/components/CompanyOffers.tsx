import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PublicCompanyQuery } from '../../../gql/graphql';
import { payText } from '../../../lib/pay';
import { palette } from '../../../lib/theme';
import { PUBLIC_COMPANY_MESSAGES as M } from '../messages';

type Offer = NonNullable<PublicCompanyQuery['company']>['jobOffers'][number];

const offerPath = (offer: { _id: number; slug: string }) => `/emploi/${offer._id}/${encodeURIComponent(offer.slug)}`;

/** The first letters of the first two words starting with one, as the search's cards show. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

/** The company's live offers, as cards like the search's (title, place, contract, pay, Urgent, preview). */
export function CompanyOffers({ offers }: { offers: Offer[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {offers.map((offer) => {
        const company = offer.localizedCompany.company.name;
        const titleId = `offre-${offer._id}`;
        const pay = payText(offer.pay, offer.jobSalary?.intervalLabel);
        return (
          <Box component="li" key={offer.id}>
            <Box
              component="article"
              aria-labelledby={titleId}
              sx={{
                position: 'relative',
                display: 'flex',
                gap: 2,
                p: { xs: 2, sm: 2.5 },
                bgcolor: palette.surface,
                border: `1px solid ${palette.line}`,
                borderRadius: 2,
                '&:hover, &:focus-within': { borderColor: palette.terracotta },
              }}
            >
              <Avatar
                src={offer.localizedCompany.logoPath ?? undefined}
                alt=""
                variant="rounded"
                sx={{
                  width: 48,
                  height: 48,
                  bgcolor: palette.sand,
                  color: palette.brass,
                  fontWeight: 600,
                  display: { xs: 'none', sm: 'flex' },
                }}
              >
                {initials(company)}
              </Avatar>
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Typography
                  id={titleId}
                  variant="h3"
                  sx={{ fontFamily: 'inherit', fontSize: '1.08rem', fontWeight: 600, lineHeight: 1.35 }}
                >
                  <Link href={offerPath(offer)} sx={{ '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 2 } }}>
                    {offer.title}
                  </Link>
                </Typography>
                <Typography sx={{ mt: 0.5, color: palette.inkSoft, fontSize: '0.95rem' }}>
                  {M.place(company, offer.localizedCompany.address.locality.name)}
                </Typography>
                <Box sx={{ mt: 1.25, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  {offer.jobContract && <Chip size="small" variant="outlined" label={offer.jobContract.name} />}
                  {pay && <Chip size="small" variant="outlined" label={pay} sx={{ fontWeight: 600 }} />}
                  {offer.jobOfferAd?.urgent && <Chip size="small" color="primary" label={M.urgent} />}
                </Box>
                <Typography sx={{ mt: 1, fontSize: '0.92rem', color: palette.inkSoft }}>{offer.descriptionPreview}</Typography>
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
