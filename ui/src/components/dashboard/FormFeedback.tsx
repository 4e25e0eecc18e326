import Alert from '@mui/material/Alert';

export type FormStatus = { kind: 'idle' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

export const IDLE: FormStatus = { kind: 'idle' };

/** The outcome of a dashboard form: its success confirmation, or the server's messages (one per line). */
export function FormFeedback({ status }: { status: FormStatus }) {
  if (status.kind === 'idle') return null;
  return (
    <Alert severity={status.kind} role={status.kind === 'error' ? 'alert' : 'status'} sx={{ whiteSpace: 'pre-line' }}>
      {status.message}
    </Alert>
  );
}
