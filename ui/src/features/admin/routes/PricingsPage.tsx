/** /admin/tarifs: each pricing's price excl. tax and description. */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import type { AdminPricingsQuery as Data } from '../../../gql/graphql';
import { failureOf } from '../../../lib/failure';
import { palette } from '../../../lib/theme';
import { useAdminPricings, useUpdatePricing } from '../api/money';
import { ActionFeedback } from '../components/ActionFeedback';
import { AdminPage } from '../components/AdminPage';
import { formatDateTime } from '../format';
import { MONEY_MESSAGES } from '../moneyMessages';
import { LIMITS } from '../../../gql/limits';
import { centsOfTyped, eurosAsTyped, eurosToTheCent, includingVat } from '../../../lib/numbers';

const M = MONEY_MESSAGES.pricings;
type Pricing = Data['admin']['pricings'][number];

/** The form's lines → the description's points (blank lines dropped). */
export function pointsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export function PricingForm({ pricing }: { pricing: Pricing }) {
  const [price, setPrice] = useState(eurosAsTyped(pricing.price));
  const [points, setPoints] = useState(pricing.descriptionPoints.join('\n'));
  const save = useUpdatePricing();
  const typed = centsOfTyped(price);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: pricing.id, price, points: pointsOf(points) });
  };
  const titleId = `pricing-${pricing.id}`;
  return (
    <Box
      component="form"
      aria-labelledby={titleId}
      onSubmit={submit}
      sx={{ p: 2, bgcolor: palette.surface, border: `1px solid ${palette.line}`, borderRadius: 2, display: 'grid', gap: 1.5 }}
    >
      <Box>
        <Typography id={titleId} component="h3" sx={{ fontWeight: 600, fontSize: '1.1rem' }}>
          {pricing.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {M.group(pricing.displayGroup)} · {M.quantity(pricing.jobOfferAdsAmount, pricing.durationDays)}
          {pricing.editedByStaffAt ? ` · ${M.edited(formatDateTime(String(pricing.editedByStaffAt)))}` : ''}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          label={M.price}
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: LIMITS.text.amount } }}
          sx={{ width: 160 }}
        />
        {/* Follows the typed price; the server computes the stored one. */}
        <Typography aria-live="polite">{typed === null ? M.inclUnknown : M.incl(eurosToTheCent(includingVat(typed)))}</Typography>
      </Box>
      <TextField label={M.points} value={points} onChange={(event) => setPoints(event.target.value)} multiline minRows={3} size="small" />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {M.save}
        </Button>
        <ActionFeedback done={save.isSuccess ? M.saved : null} error={save.isError ? failureOf(save.error).message : null} />
      </Box>
    </Box>
  );
}

export function PricingsPage() {
  const pricings = useAdminPricings();
  return (
    <AdminPage title={M.title} intro={M.intro}>
      {pricings.status === 'pending' && <SectionLoading />}
      {pricings.status === 'error' && (
        <SectionLoadError message={failureOf(pricings.error).message} onRetry={() => void pricings.refetch()} />
      )}
      {pricings.status === 'success' && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
          {pricings.data.admin.pricings.map((pricing) => (
            <PricingForm key={pricing.id} pricing={pricing} />
          ))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {M.groupNote}
      </Typography>
    </AdminPage>
  );
}
