import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** Where an upload stands (a CV, a logo...), as its panel shows it. */
export type UploadState =
  { kind: 'idle' } | { kind: 'uploading'; fraction: number } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

/** Upload progress: a determinate bar and its percentage in words. */
export function UploadProgress({ fraction, label, text }: { fraction: number; label: string; text: (percent: number) => string }) {
  const percent = Math.round(fraction * 100);
  return (
    <Box sx={{ mt: 2 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={label} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite">
        {text(percent)}
      </Typography>
    </Box>
  );
}

/** Where an upload stands in its panel: its progress, then its success or refusal. */
export function UploadStatus({ state, label, text }: { state: UploadState; label: string; text: (percent: number) => string }) {
  if (state.kind === 'uploading') return <UploadProgress fraction={state.fraction} label={label} text={text} />;
  if (state.kind === 'idle') return null;
  return (
    <Alert severity={state.kind === 'done' ? 'success' : 'error'} role={state.kind === 'done' ? 'status' : undefined} sx={{ mt: 1 }}>
      {state.message}
    </Alert>
  );
}
