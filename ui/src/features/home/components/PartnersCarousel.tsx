import Box from '@mui/material/Box';
import { Carousel } from '../../../components/Carousel';
import type { HomeShowcaseQuery } from '../../../gql/graphql';
import { palette } from '../../../lib/theme';

export type Partner = HomeShowcaseQuery['partners'][number];

function PartnerLogo({ partner }: { partner: Partner }) {
  const logo = (
    <img
      src={partner.logoPath}
      alt={partner.name}
      width={320}
      height={120}
      loading="lazy"
      style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '320 / 120' }}
    />
  );
  return (
    <Box sx={{ p: 1.5, border: `1px solid ${palette.line}`, borderRadius: 2, bgcolor: '#FFFFFF' }}>
      {partner.url ? (
        <a href={partner.url} rel="noopener">
          {logo}
        </a>
      ) : (
        logo
      )}
    </Box>
  );
}

/** Partner logos, 5 per view on a desktop (spec), 3 on a tablet, 2 on a phone. */
export function PartnersCarousel({ partners, labelledBy }: { partners: Partner[]; labelledBy: string }) {
  return (
    <Carousel labelledBy={labelledBy} perView={{ xs: 2, sm: 3, md: 5 }}>
      {partners.map((partner) => (
        <PartnerLogo key={partner.id} partner={partner} />
      ))}
    </Carousel>
  );
}
