/**
 * /dashboard/status: ads bought, consumed and remaining, the spec's links, the offers in Urgent,
 * and the company's banners with their impressions and clicks per day.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DashboardSection } from '../../../components/dashboard/DashboardSection';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { failureOf } from '../../../lib/failure';
import type { WalletStatusQuery as WalletStatusData } from '../../../gql/graphql';
import { palette } from '../../../lib/theme';
import { MyBanners } from '../components/MyBanners';
import { useWalletStatus } from '../api/queries';
import { formatDay } from '../format';
import { BILLING_MESSAGES as M } from '../messages';

const LINKS = [
  { label: 'Voir les tarifs', href: '/tarifs' },
  { label: 'Les bannières', href: '/tarifs#bannieres' },
  { label: M.status.buyUrgent, href: '/dashboard/payment/urgent' },
];

export function StatusPage() {
  const status = useWalletStatus();
  return (
    <DashboardSection section="status">
      {status.status === 'pending' && <SectionLoading />}
      {status.status === 'error' && <SectionLoadError message={failureOf(status.error).message} onRetry={() => void status.refetch()} />}
      {status.status === 'success' && <StatusView data={status.data} />}
      <Box sx={{ mt: 4 }}>
        <MyBanners />
      </Box>
      <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {LINKS.map((link) => (
          <Button key={link.href} variant="outlined" color="secondary" href={link.href}>
            {link.label}
          </Button>
        ))}
      </Box>
    </DashboardSection>
  );
}

function StatusView({ data }: { data: WalletStatusData }) {
  const wallet = data.wallets.edges[0]?.node ?? { jobOfferAdsConsumed: 0, jobOfferAdsRemaining: 0 };
  const figures: [string, number][] = [
    [M.status.bought, wallet.jobOfferAdsConsumed + wallet.jobOfferAdsRemaining],
    [M.status.consumed, wallet.jobOfferAdsConsumed],
    [M.status.remaining, wallet.jobOfferAdsRemaining],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box
        component="dl"
        aria-label={M.status.walletLabel}
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', maxWidth: 560 }}
      >
        {figures.map(([label, value]) => (
          <Box
            key={label}
            sx={{ p: 2, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 2, textAlign: 'center' }}
          >
            <Typography component="dt" color="text.secondary" variant="body2">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '2rem', fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1.3rem', mb: 1.5 }}>
          {M.status.urgentTitle}
        </Typography>
        {data.myUrgentOffers.length === 0 ? (
          <Typography color="text.secondary">{M.status.urgentNone}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
            {data.myUrgentOffers.map((offer) => (
              <li key={offer.jobOfferId}>
                <Link href={`/emploi/${offer.jobOfferId}/${offer.slug}`}>{offer.title}</Link> —{' '}
                {M.status.urgentUntil(formatDay(String(offer.urgentUntil)))}
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
