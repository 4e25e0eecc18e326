import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';

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
