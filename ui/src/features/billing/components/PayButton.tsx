import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { BILLING_MESSAGES as M } from '../messages';

/** The pay button of both implementations. */
export function PayButton({
  label,
  processing,
  disabled,
  disabledTitle,
}: {
  label: string;
  processing: boolean;
  disabled: boolean;
  disabledTitle?: string;
}) {
  return (
    <Box title={disabledTitle}>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={disabled || processing}
        startIcon={processing ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {processing ? M.payment.processing : label}
      </Button>
    </Box>
  );
}
