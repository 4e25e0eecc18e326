import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { palette } from '../../../lib/theme';

import { BILLING_MESSAGES as M } from '../messages';
import { eurosToTheCent } from '../../../lib/numbers';

/** What a pending bank transfer must say and where it goes (the server's `Order.transferDetails`). */
export interface TransferDetailsData {
  holder: string;
  bank: string;
  iban: string;
  bic: string;
  reference: string;
  amount: number;
}

/**
 * The bank details of a transfer awaited, on the page (issue 35: not only in the PDF), so the
 * buyer can copy them now and find them again on /dashboard/billing.
 */
export function TransferDetails({ details }: { details: TransferDetailsData }) {
  const rows: [string, string][] = [
    [M.transfer.holder, details.holder],
    [M.transfer.bank, details.bank],
    [M.transfer.iban, details.iban],
    [M.transfer.bic, details.bic],
    [M.transfer.reference, details.reference],
    [M.transfer.amount, eurosToTheCent(details.amount)],
  ];
  return (
    <Box
      component="section"
      aria-label={M.transfer.label(details.reference)}
      sx={{ p: 3, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 2 }}
    >
      <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
        {M.transfer.title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) 1fr', columnGap: 2, rowGap: 0.75 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
