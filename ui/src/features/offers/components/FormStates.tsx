import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { OFFER_FORM_MESSAGES as M } from '../messages';

/** Placeholder while the form's choices load. */
export function FormLoading({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'grid', gap: 2.5, maxWidth: 860 }}>
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={200} />
    </Box>
  );
}

/** A block that could not be loaded, with a retry. */
export function LoadError({ title, message, retry, onRetry }: { title: string; message: string; retry: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ whiteSpace: 'pre-line' }}
      action={
        <Button color="inherit" onClick={onRetry}>
          {retry}
        </Button>
      }
    >
      {title}
      {'\n'}
      {message}
    </Alert>
  );
}

/** Under the locked form after a failed publication: where the recruiter goes next. */
export function PublishFailedFooter({ onLeave }: { onLeave: () => void }) {
  return (
    <Box role="status" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2">{M.redirecting}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="contained" color="secondary" onClick={onLeave}>
          {M.goToJobs}
        </Button>
        <Button variant="outlined" color="secondary" href="/tarifs">
          {M.buyCredits}
        </Button>
      </Box>
    </Box>
  );
}
