import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { TRAINING_MESSAGES as M } from '../messages';

/** A landing page whose offers did not load, with a way to try again. */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          {M.retry}
        </Button>
      }
    >
      {M.error}
    </Alert>
  );
}
