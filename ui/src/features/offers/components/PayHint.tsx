import Typography from '@mui/material/Typography';
import type { PayPeriod } from '../../../gql/graphql';
import { euros } from '../../../lib/numbers';
import { PAY_SUFFIX } from '../../../lib/pay';
import { palette } from '../../../lib/theme';
import { usePayHint } from '../hooks/usePayHint';
import { OFFER_FORM_MESSAGES } from '../messages';

/**
 * Under the range fields: what the live offers of the same position in the same region pay, in median, so the range
 * the recruiter writes is honest (issue 36). Nothing until position and town are chosen, nor under 5 such offers.
 */
export function PayHint({ positionId, localityId, period }: { positionId: string; localityId: string | null; period: PayPeriod }) {
  const hint = usePayHint(positionId, localityId, period);
  if (!hint) return null;
  const range = `${euros(hint.minCents)}\u00a0–\u00a0${euros(hint.maxCents)}\u00a0€ ${PAY_SUFFIX[hint.period]}`;
  return (
    <Typography role="status" data-testid="pay-hint" sx={{ mt: 1.5, fontSize: '0.88rem', color: palette.inkSoft }}>
      {OFFER_FORM_MESSAGES.pay.hint(range, hint.count)}
    </Typography>
  );
}
