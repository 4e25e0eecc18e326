import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { palette } from '../../../lib/theme';

import { BILLING_MESSAGES as M } from '../messages';
import type { OrderView } from '../api/payment';
import type { BannerDraft } from '../api/banners';
import { frenchDay } from '../bannerDays';
import { BANNER_MESSAGES } from '../bannerMessages';
import { eurosToTheCent } from '../../../lib/numbers';

const B = BANNER_MESSAGES.summary;

/** The product and its amounts to the cent, as the server computed them. */
export function OrderSummary({
  order,
  isUrgent,
  offerTitle,
  banner,
}: {
  order: OrderView;
  isUrgent: boolean;
  offerTitle?: string;
  banner?: BannerDraft;
}) {
  const gives = banner ? B.gives(order.quantity) : isUrgent ? M.payment.days(order.quantity) : M.payment.ads(order.quantity);
  const rows: [string, string][] = [
    [M.payment.product, order.productName],
    [M.payment.gives, gives],
  ];
  if (banner) rows.push([B.start, frenchDay(banner.startDate)]);
  if (offerTitle) rows.push([M.payment.boostedOffer, offerTitle]);
  rows.push([M.payment.unitPrice, eurosToTheCent(order.price)]);
  if (order.discount > 0 && order.code) rows.push([M.payment.discount(order.code), `− ${eurosToTheCent(order.discount)}`]);
  rows.push(
    [M.payment.totalExclTax, eurosToTheCent(order.net)],
    [order.vat === 0 && order.net > 0 ? M.payment.vatReverseCharge : M.payment.vat, eurosToTheCent(order.vat)],
  );
  return (
    <Box
      component="dl"
      aria-label={M.payment.summaryLabel}
      sx={{ m: 0, p: 3, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 2, display: 'grid', gap: 1 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
            {value}
          </Typography>
        </Box>
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, pt: 1, borderTop: `1px solid ${palette.line}` }}>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {M.payment.total}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="total-ttc">
          {eurosToTheCent(order.total)}
        </Typography>
      </Box>
    </Box>
  );
}
