import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { euros } from '../../../lib/numbers';
import { PAY_SUFFIX } from '../../../lib/pay';
import { palette } from '../../../lib/theme';
import { standing, usePayHint, type PayHintChoices } from '../hooks/usePayHint';
import { OFFER_FORM_MESSAGES } from '../messages';

const M = OFFER_FORM_MESSAGES.pay;

/**
 * Under the range fields (issues 36 and 56): the salary barometer's cell of the same trade, region
 * and contract, and where the range being typed stands against its median, so the range the
 * recruiter writes is honest. Nothing until position, contract and town are chosen; « données
 * insuffisantes » under the barometer's threshold. `min`, `max`: the typed amounts in euros (null: not an amount yet).
 */
export function PayHint({ min, max, ...choices }: PayHintChoices & { min: number | null; max: number | null }) {
  const hint = usePayHint(choices);
  if (!hint) return null;
  const title = (
    <Link href={hint.path} target="_blank" rel="noopener">
      {hint.title}
    </Link>
  );
  if (hint.minCents == null || hint.maxCents == null) {
    return (
      <Typography role="status" data-testid="pay-hint" sx={{ mt: 1.5, fontSize: '0.88rem', color: palette.inkSoft }}>
        {title}
        {M.hintInsufficient}
      </Typography>
    );
  }
  const range = `${euros(hint.minCents)}\u00a0–\u00a0${euros(hint.maxCents)}\u00a0€ ${PAY_SUFFIX[hint.period]}`;
  const cents = (amount: number | null) => (amount === null ? null : Math.round(amount * 100));
  const where = standing(hint, cents(min), cents(max));
  return (
    <Typography role="status" data-testid="pay-hint" sx={{ mt: 1.5, fontSize: '0.88rem', color: palette.inkSoft }}>
      {title}
      {M.hint(range, hint.count)}
      {where && <strong data-testid="pay-standing">{` ${M.standing[where]}`}</strong>}
    </Typography>
  );
}
