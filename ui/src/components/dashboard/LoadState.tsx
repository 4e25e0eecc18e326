import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { SECTION_MESSAGES as M } from './messages';

/** Placeholder while a section's data loads. */
export function SectionLoading() {
  return (
    <Box role="status" aria-label={M.loading} sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
    </Box>
  );
}

/** A section whose data could not be loaded, with a retry. */
export function SectionLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ whiteSpace: 'pre-line' }}
      action={
        <Button color="inherit" onClick={onRetry}>
          {M.retry}
        </Button>
      }
    >
      {M.loadError}
      {'\n'}
      {message}
    </Alert>
  );
}
