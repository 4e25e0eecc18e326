import Typography from '@mui/material/Typography';

/** The outcome of a back-office action: a polite status, or an alert with the server's French message. */
export function ActionFeedback({ done, error }: { done?: string | null; error?: string | null }) {
  if (error) {
    return (
      <Typography role="alert" color="error" variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {error}
      </Typography>
    );
  }
  if (done) {
    return (
      <Typography role="status" color="success.main" variant="body2">
        {done}
      </Typography>
    );
  }
  return null;
}
