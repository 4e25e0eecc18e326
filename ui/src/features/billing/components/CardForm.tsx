/**
 * The card form: one component for the payment page, two implementations behind it. With
 * Stripe keys the page carries a publishable key and Stripe Elements collects the card
 * (loaded lazily, only then: `StripeCardForm`); without them (development, tests, the e2e
 * journey) the local test provider's fields below collect it and this server confirms it,
 * with Stripe's test cards and messages. Either way the page gets the same `onPay` call.
 */
import { lazy, Suspense, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { BILLING_MESSAGES as M } from '../messages';
import { confirmLocalCard, type TestCard } from '../api/payment';
import { stripePublishableKey } from '../paymentSettings';
import { PayButton } from './PayButton';

export interface CardFormProps {
  payLabel: string;
  processing: boolean;
  disabled?: boolean;
  disabledTitle?: string;
  /** The payment intent's client secret: what confirms the payment with the provider. */
  clientSecret: string;
  /** The billing name and e-mail given with the card. */
  billing: { name: string; email: string };
  /**
   * Called when the buyer pays, with the confirmation to run: it resolves once the provider
   * accepted the card and rejects with the provider's message.
   */
  onPay: (confirm: () => Promise<void>) => void;
}

const StripeCardForm = lazy(() => import('./StripeCardForm'));

export function CardForm({ publishableKey = stripePublishableKey(), ...props }: CardFormProps & { publishableKey?: string | null }) {
  if (publishableKey)
    return (
      <Suspense fallback={<CircularProgress aria-label={M.card.loading} />}>
        <StripeCardForm publishableKey={publishableKey} {...props} />
      </Suspense>
    );
  return <LocalCardForm {...props} />;
}

function LocalCardForm({ payLabel, processing, disabled, disabledTitle, clientSecret, onPay }: CardFormProps) {
  const [card, setCard] = useState<TestCard>({ number: '', expiry: '', cvc: '' });
  const complete = card.number.trim() !== '' && card.expiry.trim() !== '' && card.cvc.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !processing && !disabled)
      onPay(async () => {
        await confirmLocalCard(clientSecret, card);
      });
  };
  const set = (field: keyof TestCard) => (event: { target: { value: string } }) =>
    setCard((current) => ({ ...current, [field]: event.target.value }));
  return (
    <Box component="form" onSubmit={submit} aria-label={M.card.legend} sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      <Alert severity="info" variant="outlined">
        {M.card.testMode}
      </Alert>
      <TextField
        label={M.card.number}
        value={card.number}
        onChange={set('number')}
        autoComplete="cc-number"
        inputMode="numeric"
        disabled={processing}
        required
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={M.card.expiry}
          value={card.expiry}
          onChange={set('expiry')}
          autoComplete="cc-exp"
          placeholder="MM/AA"
          disabled={processing}
          required
        />
        <TextField
          label={M.card.cvc}
          value={card.cvc}
          onChange={set('cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          disabled={processing}
          required
        />
      </Box>
      <PayButton
        label={payLabel}
        processing={processing}
        disabled={Boolean(disabled) || !complete}
        disabledTitle={disabled ? disabledTitle : undefined}
      />
    </Box>
  );
}
