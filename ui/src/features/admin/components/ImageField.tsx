/** An image of the back-office's content: uploaded at once, its site path kept by the form. */
import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { failureOf } from '../../../lib/failure';
import { palette } from '../../../lib/theme';
import { uploadContentImage } from '../api/images';
import { CONTENT_MESSAGES } from '../contentMessages';

const M = CONTENT_MESSAGES.image;

export function ImageField({
  label,
  value,
  onChange,
  removable = true,
  previewWidth = 240,
}: {
  label: string;
  value: string;
  onChange: (path: string) => void;
  removable?: boolean;
  previewWidth?: number;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onChange(await uploadContentImage(file));
    } catch (failure) {
      setError(failureOf(failure).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Typography component="p" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      {value && (
        <Box
          component="img"
          src={value}
          alt={M.alt(label)}
          sx={{ display: 'block', width: previewWidth, maxWidth: '100%', height: 'auto', mb: 1, borderRadius: 1, bgcolor: palette.sand }}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component="label" variant="outlined" color="secondary" disabled={busy}>
          {busy ? M.uploading : value ? M.replace : M.choose}
          <input hidden type="file" accept="image/png,image/jpeg,image/webp" aria-label={label} onChange={choose} />
        </Button>
        {value && removable && (
          <Button color="secondary" onClick={() => onChange('')}>
            {M.remove}
          </Button>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {M.hint}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
