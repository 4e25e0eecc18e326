/**
 * The card form with Stripe Elements: the card is typed into Stripe's own frame and confirmed
 * with Stripe (`confirmCardPayment` with the client secret and the billing name and e-mail);
 * the page then asks the server, which asks Stripe. Loaded only when the page carries a
 * publishable key (`CardForm`), so without Stripe nothing of Stripe.js is fetched.
 */
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { BILLING_MESSAGES as M } from '../messages';
import type { CardFormProps } from './CardForm';
import { PayButton } from './PayButton';

/** One Stripe.js per key for the whole visit (Stripe asks not to load it twice). */
const stripes = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    // A script blocked or unreachable: the form says so instead of failing silently.
    stripe = loadStripe(publishableKey, { locale: 'fr' }).catch(() => null);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

export default function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  const stripe = stripeFor(publishableKey);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    void stripe.then((loaded) => live && setState(loaded ? 'ready' : 'failed'));
    return () => {
      live = false;
    };
  }, [stripe]);
  if (state === 'failed')
    return (
      <Alert severity="error" role="alert">
        {M.card.unavailable}
      </Alert>
    );
  return (
    <Elements stripe={stripe} options={{ locale: 'fr' }}>
      {state === 'loading' ? <CircularProgress aria-label={M.card.loading} /> : null}
      <StripeFields {...props} />
    </Elements>
  );
}

function StripeFields({ payLabel, processing, disabled, disabledTitle, clientSecret, billing, onPay }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !complete || processing || disabled) return;
    onPay(async () => {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: billing.name, email: billing.email } },
      });
      // Stripe's message, in French (`locale: 'fr'`), as the spec asks.
      if (result.error) throw new Error(result.error.message ?? M.card.refused);
    });
  };
  return (
    <Box component="form" onSubmit={submit} aria-label={M.card.legend} sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      <Box>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mb: 0.75 }}>
          {M.card.stripeLabel}
        </Typography>
        <Box
          data-testid="stripe-card"
          sx={{
            border: 1,
            borderColor: fieldError ? 'error.main' : 'divider',
            borderRadius: 1,
            px: 1.75,
            py: 1.75,
            bgcolor: 'background.paper',
          }}
        >
          <CardElement
            options={{
              hidePostalCode: true,
              disabled: processing,
              style: { base: { fontSize: '16px', fontFamily: 'system-ui, sans-serif' } },
            }}
            onChange={(event) => {
              setComplete(event.complete);
              setFieldError(event.error?.message ?? null);
            }}
          />
        </Box>
        {fieldError ? <FormHelperText error>{fieldError}</FormHelperText> : null}
      </Box>
      <PayButton
        label={payLabel}
        processing={processing}
        disabled={Boolean(disabled) || !stripe || !complete}
        disabledTitle={disabled ? disabledTitle : undefined}
      />
    </Box>
  );
}
