import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PayPeriod } from '../../../gql/graphql';
import { palette } from '../../../lib/theme';
import { OFFER_FORM_MESSAGES } from '../messages';
import { needsSpreadReason, parseAmount, type OfferFormValues } from '../offerForm';
import { PayHint } from './PayHint';
import { LIMITS } from '../../../gql/limits';

const M = OFFER_FORM_MESSAGES.pay;

type PayKey = 'payMin' | 'payMax' | 'payPeriod' | 'payVariable' | 'paySpreadReason';

interface PayFieldsProps {
  values: OfferFormValues;
  set: <K extends PayKey>(key: K, value: OfferFormValues[K]) => void;
  disabled: boolean;
  /** Props of a required field left empty after a first attempt (`JobOfferForm`'s `invalid`). */
  invalid: (field: 'payMin' | 'payMax', help?: string) => { error?: boolean; helperText?: string };
  /** A training contract: the law sets the pay, a range is optional and only says more (issue 55). */
  legal?: boolean;
}

const PERIODS: PayPeriod[] = ['YEAR', 'MONTH', 'HOUR'];

/**
 * The gross pay range (issue 36): minimum and maximum per hour, month or year, the variable
 * part in words, and why when the maximum exceeds 1.5 times the minimum. The salary bracket
 * of the filters is derived by the server.
 */
export function PayFields({ values, set, disabled, invalid, legal = false }: PayFieldsProps) {
  const wide = needsSpreadReason(values);
  // Something typed that is no amount is said at once, not only after a first attempt.
  const amount = (field: 'payMin' | 'payMax', help: string) =>
    values[field].trim() !== '' && parseAmount(values[field]) === null ? { error: true, helperText: M.notAnAmount } : invalid(field, help);
  return (
    <Box component="fieldset" sx={{ gridColumn: { md: '1 / -1' }, border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {legal ? M.legendLegal : M.legend}
      </Typography>
      <Typography sx={{ fontSize: '0.88rem', color: palette.inkSoft, mb: 1.5 }}>{legal ? M.helpLegal : M.help}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <TextField
          label={M.min}
          name="payMin"
          required={!legal}
          inputMode="decimal"
          value={values.payMin}
          onChange={(event) => set('payMin', event.target.value)}
          disabled={disabled}
          {...amount('payMin', M.amountHelp)}
        />
        <TextField
          label={M.max}
          name="payMax"
          required={!legal}
          inputMode="decimal"
          value={values.payMax}
          onChange={(event) => set('payMax', event.target.value)}
          disabled={disabled}
          {...amount('payMax', M.maxHelp)}
        />
        <TextField
          select
          label={M.period}
          name="payPeriod"
          value={values.payPeriod}
          onChange={(event) => set('payPeriod', event.target.value as PayPeriod)}
          disabled={disabled}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {PERIODS.map((period) => (
            <option key={period} value={period}>
              {M.periods[period]}
            </option>
          ))}
        </TextField>
      </Box>
      <PayHint
        positionId={values.jobPositionId}
        contractId={values.jobContractId}
        localityId={values.locality?.id ?? null}
        period={values.payPeriod}
        min={parseAmount(values.payMin)}
        max={parseAmount(values.payMax)}
      />
      {wide && (
        <TextField
          label={M.spreadReason}
          name="paySpreadReason"
          required
          fullWidth
          multiline
          minRows={2}
          value={values.paySpreadReason}
          onChange={(event) => set('paySpreadReason', event.target.value)}
          disabled={disabled}
          helperText={M.spreadHelp}
          slotProps={{ htmlInput: { maxLength: LIMITS.text.paySpreadReason } }}
          sx={{ mt: 2 }}
        />
      )}
      <TextField
        label={M.variable}
        name="payVariable"
        fullWidth
        value={values.payVariable}
        onChange={(event) => set('payVariable', event.target.value)}
        disabled={disabled}
        helperText={M.variableHelp}
        slotProps={{ htmlInput: { maxLength: LIMITS.text.payVariable } }}
        sx={{ mt: 2 }}
      />
    </Box>
  );
}
