import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { BILLING_MESSAGES as M } from '../messages';
import { LIMITS } from '../../../gql/limits';

/** The promotion code: the button stays disabled while the code is empty (spec section 5). */
export function PromoCodeField({
  onApply,
  busy,
  error,
  applied,
}: {
  onApply: (code: string) => void;
  busy: boolean;
  error?: string;
  applied?: string | null;
}) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onApply(code.trim());
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', maxWidth: 480 }}>
      <TextField
        label={M.payment.codeLabel}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        size="small"
        error={Boolean(error)}
        helperText={error ?? (applied ? M.payment.codeApplied(applied) : ' ')}
        slotProps={{ htmlInput: { maxLength: LIMITS.text.promoCode } }}
        sx={{ flexGrow: 1 }}
      />
      <Button type="submit" variant="outlined" disabled={!code.trim() || busy} sx={{ mt: 0.25 }}>
        {M.payment.codeApply}
      </Button>
    </Box>
  );
}
