/**
 * The card form: one component for the payment page, two implementations behind it. With
 * Stripe keys the page carries a publishable key and Stripe Elements would collect the card;
 * without them (development, tests, the e2e journey) the local test provider's fields below
 * collect it and this server confirms it, with Stripe's test cards and messages.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { BILLING_MESSAGES as M } from '../messages';
import type { TestCard } from '../api/payment';

export interface CardFormProps {
  payLabel: string;
  processing: boolean;
  disabled?: boolean;
  disabledTitle?: string;
  /** Called with the card; resolves when paid, rejects with the provider's message. */
  onPay: (card: TestCard) => void;
}

export function CardForm(props: CardFormProps) {
  return <LocalCardForm {...props} />;
}

function LocalCardForm({ payLabel, processing, disabled, disabledTitle, onPay }: CardFormProps) {
  const [card, setCard] = useState<TestCard>({ number: '', expiry: '', cvc: '' });
  const complete = card.number.trim() !== '' && card.expiry.trim() !== '' && card.cvc.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !processing && !disabled) onPay(card);
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
      <Box title={disabled ? disabledTitle : undefined}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={disabled || processing || !complete}
          startIcon={processing ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {processing ? M.payment.processing : payLabel}
        </Button>
      </Box>
    </Box>
  );
}
