import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { DASHBOARD_MESSAGES } from '../messages';

const M = DASHBOARD_MESSAGES.emailBanner;

export type ResendState = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string };

interface EmailConfirmationBannerProps {
  email: string;
  isCompany: boolean;
  state: ResendState;
  onResend: () => void;
  /**
   * Compact (one line and a closing button) where nothing waits for the confirmation; the
   * whole notice, not closable, where it blocks an action (buying).
   */
  compact?: boolean;
  onDismiss?: () => void;
}

function ResendStatus({ state }: { state: ResendState }) {
  return (
    <Typography variant="body2" role="status" sx={{ fontWeight: 500 }}>
      {state.kind === 'sent' ? M.resent : state.kind === 'error' ? state.message : ''}
    </Typography>
  );
}

/** Shown in the dashboard while the e-mail address is not confirmed (spec section 4). */
export function EmailConfirmationBanner({ email, isCompany, state, onResend, compact = false, onDismiss }: EmailConfirmationBannerProps) {
  const resend = (
    // A real button in both forms (issue 58, minor 28: the compact one read as a small grey chip
    // glued to the title): outlined, apart from the text.
    <Button
      variant="outlined"
      color="inherit"
      size="small"
      onClick={onResend}
      disabled={state.kind === 'sending'}
      sx={{ minHeight: 32, whiteSpace: 'nowrap', px: 1.25, fontSize: { xs: '0.78rem', sm: '0.8125rem' } }}
    >
      {state.kind === 'sending' ? M.resending : M.resend}
    </Button>
  );
  if (compact) {
    return (
      <Alert
        severity="warning"
        sx={{ mb: 3, py: 0, alignItems: 'center', '& .MuiAlert-message': { flexGrow: 1, py: 0.5 } }}
        aria-labelledby="email-non-confirme"
        role="region"
        action={
          onDismiss && (
            <IconButton aria-label={M.dismiss} title={M.dismiss} color="inherit" size="small" onClick={onDismiss}>
              <CloseIcon fontSize="small" />
            </IconButton>
          )
        }
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}>
          <Typography id="email-non-confirme" variant="body2" component="p" title={M.text(email)} sx={{ fontWeight: 600 }}>
            {M.title}
          </Typography>
          {resend}
          <ResendStatus state={state} />
        </Box>
      </Alert>
    );
  }
  return (
    <Alert severity="warning" sx={{ mb: 4, '& .MuiAlert-message': { flexGrow: 1 } }} aria-labelledby="email-non-confirme" role="region">
      <AlertTitle id="email-non-confirme">{M.title}</AlertTitle>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {M.text(email)}
        {isCompany && ` ${M.companyText}`}
      </Typography>
      <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        {resend}
        <ResendStatus state={state} />
      </Box>
    </Alert>
  );
}
