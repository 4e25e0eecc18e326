import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DASHBOARD_MESSAGES } from '../messages';

const M = DASHBOARD_MESSAGES.emailBanner;

export type ResendState = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string };

/** Shown in the dashboard while the e-mail address is not confirmed (spec section 4). */
export function EmailConfirmationBanner({ email, isCompany, state, onResend }: { email: string; isCompany: boolean; state: ResendState; onResend: () => void }) {
  return (
    <Alert
      severity="warning"
      sx={{ mb: 4, '& .MuiAlert-message': { flexGrow: 1 } }}
      aria-labelledby="email-non-confirme"
      role="region"
    >
      <AlertTitle id="email-non-confirme">{M.title}</AlertTitle>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {M.text(email)}
        {isCompany && ` ${M.companyText}`}
      </Typography>
      <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button variant="outlined" color="inherit" size="small" onClick={onResend} disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? M.resending : M.resend}
        </Button>
        <Typography variant="body2" role="status" sx={{ fontWeight: 500 }}>
          {state.kind === 'sent' ? M.resent : state.kind === 'error' ? state.message : ''}
        </Typography>
      </Box>
    </Alert>
  );
}
