import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BILLING_MESSAGES as M } from '../messages';

export type PaymentMethod = 'card' | 'transfer';

/**
 * Card or bank transfer. When the server takes transfers only (`cardPaymentsOffered`), there
 * is nothing to choose: the page says so and shows no card option.
 */
export function PaymentMethodChoice({
  cards,
  method,
  onChange,
}: {
  cards: boolean;
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  return (
    <Box>
      <Typography id="moyen-paiement" variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
        {M.payment.methodLabel}
      </Typography>
      {cards ? (
        <ToggleButtonGroup
          exclusive
          value={method}
          onChange={(_, next: PaymentMethod | null) => next && onChange(next)}
          aria-labelledby="moyen-paiement"
          size="small"
        >
          <ToggleButton value="card">{M.payment.card}</ToggleButton>
          <ToggleButton value="transfer">{M.payment.transfer}</ToggleButton>
        </ToggleButtonGroup>
      ) : (
        <Typography>{M.payment.transferOnly}</Typography>
      )}
    </Box>
  );
}
