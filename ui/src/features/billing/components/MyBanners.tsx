import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { failureOf } from '../../../lib/failure';
import { palette } from '../../../lib/theme';
import { myBanners, type MyBanner } from '../api/banners';
import { frenchDay } from '../bannerDays';
import { BANNER_MESSAGES } from '../bannerMessages';

const M = BANNER_MESSAGES.status;

/** /dashboard/status: the company's banners, their review and their counts per day. */
export function MyBanners() {
  const banners = useQuery({ queryKey: ['my-banners'], queryFn: myBanners });
  return (
    <Box component="section" aria-labelledby="bannieres-titre">
      <Typography id="bannieres-titre" variant="h3" component="h3" sx={{ fontSize: '1.3rem', mb: 1.5 }}>
        {M.title}
      </Typography>
      {banners.status === 'pending' && <SectionLoading />}
      {banners.status === 'error' && <SectionLoadError message={failureOf(banners.error).message} onRetry={() => void banners.refetch()} />}
      {banners.status === 'success' && <BannerList banners={banners.data} />}
    </Box>
  );
}

export function BannerList({ banners }: { banners: MyBanner[] }) {
  if (banners.length === 0)
    return (
      <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <Typography color="text.secondary">{M.none}</Typography>
        <Button variant="outlined" href="/tarifs#bannieres">
          {M.buy}
        </Button>
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {banners.map((banner) => (
        <BannerCounts key={banner.id} banner={banner} />
      ))}
    </Box>
  );
}

function BannerCounts({ banner }: { banner: MyBanner }) {
  const total = banner.daysCounted.reduce((sum, d) => ({ impressions: sum.impressions + d.impressions, clicks: sum.clicks + d.clicks }), {
    impressions: 0,
    clicks: 0,
  });
  const cell = { px: 1.5, py: 0.75, borderBottom: `1px solid ${palette.line}`, textAlign: 'right' } as const;
  return (
    <Box
      component="article"
      sx={{ p: 2, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 2, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box
          component="img"
          src={banner.imageUrl}
          alt=""
          sx={{ width: { xs: '100%', sm: 240 }, aspectRatio: '4 / 1', objectFit: 'cover', borderRadius: 1 }}
        />
        <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{banner.alt}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {banner.productName} — {banner.link}
          </Typography>
          {banner.runsFrom && banner.runsUntil && (
            <Typography variant="body2">{M.runs(frenchDay(banner.runsFrom), frenchDay(banner.runsUntil))}</Typography>
          )}
          <Box>
            <Chip
              size="small"
              label={M.review[banner.review]}
              color={banner.review === 'approved' ? 'success' : banner.review === 'rejected' ? 'error' : 'default'}
            />
          </Box>
        </Box>
      </Box>
      {banner.review === 'rejected' && banner.reviewReason && <Alert severity="error">{M.reason(banner.reviewReason)}</Alert>}
      {banner.daysCounted.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {M.noCounts}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Box component="table" aria-label={M.countsLabel(banner.alt)} sx={{ borderCollapse: 'collapse', minWidth: 280 }}>
            <thead>
              <tr>
                <Box component="th" scope="col" sx={{ ...cell, textAlign: 'left' }}>
                  {M.day}
                </Box>
                <Box component="th" scope="col" sx={cell}>
                  {M.impressions}
                </Box>
                <Box component="th" scope="col" sx={cell}>
                  {M.clicks}
                </Box>
              </tr>
            </thead>
            <tbody>
              {banner.daysCounted.map((d) => (
                <tr key={d.day}>
                  <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
                    {frenchDay(d.day)}
                  </Box>
                  <Box component="td" sx={cell}>
                    {d.impressions}
                  </Box>
                  <Box component="td" sx={cell}>
                    {d.clicks}
                  </Box>
                </tr>
              ))}
              <tr>
                <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left' }}>
                  {M.total}
                </Box>
                <Box component="td" sx={{ ...cell, fontWeight: 600 }}>
                  {total.impressions}
                </Box>
                <Box component="td" sx={{ ...cell, fontWeight: 600 }}>
                  {total.clicks}
                </Box>
              </tr>
            </tbody>
          </Box>
        </Box>
      )}
    </Box>
  );
}
