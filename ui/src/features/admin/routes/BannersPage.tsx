/** /admin/bannieres: paid banners waiting for a review; approve, or reject with a reason. */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import type { AdminPendingBannersQuery as Data } from '../../../gql/graphql';
import { failureOf } from '../../../lib/failure';
import { palette } from '../../../lib/theme';
import { useAdminPendingBanners, useReviewBanner } from '../api/money';
import { ActionFeedback } from '../components/ActionFeedback';
import { AdminPage } from '../components/AdminPage';
import { formatDay } from '../format';
import { MONEY_MESSAGES } from '../moneyMessages';
import { LIMITS } from '../../../gql/limits';
import { guillemets } from '../../../lib/french';

const M = MONEY_MESSAGES.banners;
type Banner = Data['admin']['pendingBanners'][number];

function BannerReview({ banner, onReviewed }: { banner: Banner; onReviewed: (message: string) => void }) {
  const [reason, setReason] = useState('');
  const review = useReviewBanner(banner.id, reason, (data) =>
    onReviewed(data.admin.reviewBanner.review === 'approved' ? M.approved(banner.alt) : M.rejected(banner.alt)),
  );
  const from = banner.runsFrom ? String(banner.runsFrom) : String(banner.startOn);
  const until = banner.runsUntil ? String(banner.runsUntil) : null;
  return (
    <Box
      component="li"
      aria-label={banner.alt}
      sx={{ p: 2, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 2, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Box
        component="img"
        src={banner.imageUrl}
        alt={M.image(banner.alt)}
        sx={{
          width: '100%',
          maxWidth: 800,
          aspectRatio: '4 / 1',
          objectFit: 'cover',
          borderRadius: 1,
          border: `1px solid ${palette.line}`,
        }}
      />
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {banner.companyName ?? '—'} · {banner.productName}
        </Typography>
        <Typography variant="body2">
          {M.alt} : {guillemets(banner.alt)}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {M.link} :{' '}
          <Link href={banner.link} target="_blank" rel="noopener noreferrer nofollow">
            {banner.link}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {M.days(banner.days)} · {until ? M.runs(formatDay(from), formatDay(until)) : formatDay(from)} · {M.order(banner.orderReference)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Button variant="contained" disabled={review.isPending} onClick={() => review.mutate('APPROVE')}>
          {M.approve}
        </Button>
        <TextField
          label={M.reason}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          size="small"
          slotProps={{ htmlInput: { maxLength: LIMITS.text.reviewReason } }}
          sx={{ flex: '1 1 220px', maxWidth: 420 }}
        />
        <Button variant="outlined" color="secondary" disabled={review.isPending} onClick={() => review.mutate('REJECT')}>
          {M.reject}
        </Button>
      </Box>
      <ActionFeedback error={review.isError ? failureOf(review.error).message : null} />
    </Box>
  );
}

export function BannersPage() {
  const [done, setDone] = useState<string | null>(null);
  const banners = useAdminPendingBanners();
  return (
    <AdminPage title={M.title} intro={M.intro}>
      <Box sx={{ mb: 2 }}>
        <ActionFeedback done={done} />
      </Box>
      {banners.status === 'pending' && <SectionLoading />}
      {banners.status === 'error' && <SectionLoadError message={failureOf(banners.error).message} onRetry={() => void banners.refetch()} />}
      {banners.status === 'success' &&
        (banners.data.admin.pendingBanners.length === 0 ? (
          <Typography>{M.empty}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
            {banners.data.admin.pendingBanners.map((banner) => (
              <BannerReview key={banner.id} banner={banner} onReviewed={setDone} />
            ))}
          </Box>
        ))}
    </AdminPage>
  );
}
