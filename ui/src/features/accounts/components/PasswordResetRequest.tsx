import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { palette } from '../../../lib/theme';
import { ACCOUNT_MESSAGES } from '../messages';

const M = ACCOUNT_MESSAGES.passwordReset;

/** Stage 1 of the reset without token: the account's e-mail address. */
export function PasswordResetRequestForm({
  pending,
  initialEmail = '',
  onSubmit,
}: {
  pending: boolean;
  initialEmail?: string;
  onSubmit: (email: string) => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const disabled = pending || email.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) onSubmit(email);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={M.requestFormLabel} sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        label={ACCOUNT_MESSAGES.fields.email}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={disabled}>
        {pending ? M.requestSubmitting : M.requestSubmit}
      </Button>
    </Box>
  );
}

/** A stage's outcome, focused when it appears so screen readers read it. */
export function StageMessage({
  title,
  icon: Icon = MarkEmailReadOutlinedIcon,
  children,
}: {
  title: string;
  icon?: typeof MarkEmailReadOutlinedIcon;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        gap: 2,
        p: { xs: 2.5, sm: 3 },
        border: `1px solid ${palette.line}`,
        borderRadius: 2,
        bgcolor: palette.surface,
      }}
    >
      <Icon aria-hidden sx={{ color: palette.terracotta, mt: 0.5 }} />
      <Box>
        <Typography ref={ref} tabIndex={-1} variant="h2" sx={{ fontSize: '1.6rem', outline: 'none' }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

/** Stage 2 without token: check the mailbox. */
export function CheckMailbox({ email, onRetry }: { email: string; onRetry: () => void }) {
  return (
    <StageMessage title={M.mailboxTitle}>
      <Typography sx={{ mt: 1 }}>{M.mailboxText(email.trim())}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {M.mailboxHelp}{' '}
        <Link
          component="button"
          type="button"
          underline="always"
          onClick={onRetry}
          sx={{ color: 'primary.main', fontWeight: 500, verticalAlign: 'baseline' }}
        >
          {M.mailboxRetry}
        </Link>
        .
      </Typography>
    </StageMessage>
  );
}
