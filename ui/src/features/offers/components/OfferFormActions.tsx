import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { palette } from '../../../lib/theme';
import { OFFER_FORM_MESSAGES as M } from '../messages';
import type { OfferFormChoices } from '../offerForm';
import type { JobOfferFormProps, OfferIntent } from './JobOfferForm';

interface Props {
  mode: JobOfferFormProps['mode'];
  busy: OfferIntent | null;
  /** The contract chosen: says whether publishing costs a credit. */
  contract: OfferFormChoices['contracts'][number] | undefined;
  /** Every required field is filled. */
  ready: boolean;
  /** Why publishing is not possible yet, when it is not (`JobOfferForm`'s `publishBlocked`). */
  blocked: ((id: string) => ReactNode) | null;
  /** The ids of the notices the buttons point to. */
  ids: { hint: string; blocked: string };
  onIntent: (intent: OfferIntent) => void;
  onCancel?: () => void;
}

/** The form's foot: what publishing costs, why a button is disabled, and the buttons. */
export function OfferFormActions({ mode, busy, contract, ready, blocked, ids, onIntent, onCancel }: Props) {
  const disabled = busy !== null;
  const button = (intent: OfferIntent, label: string, busyLabel: string, variant: 'contained' | 'outlined') => (
    <Button
      key={intent}
      type="button"
      variant={variant}
      color={variant === 'contained' ? 'primary' : 'secondary'}
      size="large"
      disabled={disabled || !ready || (intent === 'publish' && blocked !== null)}
      aria-describedby={intent === 'publish' && blocked !== null ? ids.blocked : !ready ? ids.hint : undefined}
      onClick={() => onIntent(intent)}
      startIcon={busy === intent ? <CircularProgress size={18} color="inherit" /> : undefined}
    >
      {busy === intent ? busyLabel : label}
    </Button>
  );

  return (
    <Box sx={{ display: 'grid', gap: 1.5, pt: 3, borderTop: `1px solid ${palette.line}` }}>
      {mode !== 'edit-live' && contract && (
        <Typography variant="body2" color="text.secondary">
          {contract.freePublication ? M.freePublication : M.creditPublication}
        </Typography>
      )}
      {blocked?.(ids.blocked)}
      {!ready && (
        <Typography id={ids.hint} variant="body2" color="text.secondary">
          {M.disabledHint}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, '& > .MuiButton-root': { flex: { xs: '1 1 100%', sm: '0 0 auto' } } }}>
        {mode === 'edit-live'
          ? button('save', M.saveChanges, M.saving, 'contained')
          : [button('publish', M.publish, M.publishing, 'contained'), button('draft', M.saveDraft, M.saving, 'outlined')]}
        {onCancel && (
          <Button type="button" variant="text" color="secondary" size="large" onClick={onCancel} disabled={busy !== null}>
            {M.cancel}
          </Button>
        )}
      </Box>
    </Box>
  );
}
