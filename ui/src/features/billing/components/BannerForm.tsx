import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FileButton } from '../../../components/files/FileButton';
import { failureOf } from '../../../lib/failure';
import { uploadCreative, type BannerDraft, type Creative } from '../api/banners';
import { BANNER_MESSAGES } from '../bannerMessages';
import { isoDay, parisToday } from '../bannerDays';
import { LIMITS } from '../../../gql/limits';

const M = BANNER_MESSAGES.form;
export const MAX_ALT = LIMITS.text.altText;
export const MAX_DAYS_AHEAD = LIMITS.days.bannerStartAhead;

/** The same rules as the server (which checks again): a web link, an alt text, a day. */
export function draftErrors(draft: { creative?: string; link: string; alt: string; startDate: string }, today: string) {
  const errors: Partial<Record<'creative' | 'link' | 'alt' | 'startDate', string>> = {};
  if (!draft.creative) errors.creative = M.imageRequired;
  if (!/^https?:\/\/[^\s/]+/i.test(draft.link.trim())) errors.link = M.linkInvalid;
  if (!draft.alt.trim()) errors.alt = M.altRequired;
  const last = isoDay(new Date(Date.parse(`${today}T12:00:00Z`) + MAX_DAYS_AHEAD * 86_400_000));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.startDate) || draft.startDate < today || draft.startDate > last) errors.startDate = M.startInvalid;
  return errors;
}

/**
 * The banner part of a purchase: the creative (uploaded and checked by the server at once),
 * its link, its alt text and its first day. `onReady` gets a draft the server will accept.
 */
export function BannerForm({ initial, onReady }: { initial?: BannerDraft | null; onReady: (draft: BannerDraft) => void }) {
  const today = parisToday();
  const [creative, setCreative] = useState<Pick<Creative, 'creative' | 'imageUrl'> | null>(
    initial?.imageUrl ? { creative: initial.creative, imageUrl: initial.imageUrl } : null,
  );
  const [link, setLink] = useState(initial?.link ?? 'https://');
  const [alt, setAlt] = useState(initial?.alt ?? '');
  const [startDate, setStartDate] = useState(initial?.startDate ?? today);
  const [upload, setUpload] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const [submitted, setSubmitted] = useState(false);
  const errors = draftErrors({ creative: creative?.creative, link, alt, startDate }, today);
  const shown = submitted ? errors : {};
  const last = isoDay(new Date(Date.parse(`${today}T12:00:00Z`) + MAX_DAYS_AHEAD * 86_400_000));

  const onFile = async (file: File) => {
    setUpload({ busy: true });
    try {
      const stored = await uploadCreative(file);
      setCreative(stored);
      setUpload({ busy: false });
    } catch (error) {
      const failure = failureOf(error);
      setUpload({ busy: false, error: failure.handled ? undefined : failure.message });
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="banniere-titre"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.keys(errors).length === 0 && creative)
          onReady({ creative: creative.creative, imageUrl: creative.imageUrl, link: link.trim(), alt: alt.trim(), startDate });
      }}
      sx={{ display: 'grid', gap: 2.5, maxWidth: 640 }}
    >
      <Typography id="banniere-titre" variant="h3" component="h3" sx={{ fontSize: '1.3rem' }}>
        {M.title}
      </Typography>
      <Typography color="text.secondary">{M.intro}</Typography>
      <Box>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 1 }}>
          {M.image}
        </Typography>
        <Box
          sx={{
            aspectRatio: '4 / 1',
            mb: 1.5,
            borderRadius: 2,
            border: '1px dashed',
            borderColor: 'divider',
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {creative ? (
            <img src={creative.imageUrl} alt={M.preview} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              1{'\u202f'}200 × 300
            </Typography>
          )}
        </Box>
        <FileButton
          name="image"
          accept="image/png,image/jpeg,image/gif,image/webp"
          inputLabel={M.imageInputLabel}
          disabled={upload.busy}
          onFile={(file) => void onFile(file)}
        >
          {upload.busy ? M.uploading : creative ? M.imageReplace : M.imagePick}
        </FileButton>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {M.imageHelp}
        </Typography>
        {(upload.error ?? shown.creative) && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {upload.error ?? shown.creative}
          </Alert>
        )}
      </Box>
      <TextField
        label={M.link}
        type="url"
        required
        value={link}
        onChange={(e) => setLink(e.target.value)}
        error={Boolean(shown.link)}
        helperText={shown.link ?? M.linkHelp}
        slotProps={{ htmlInput: { maxLength: LIMITS.text.bannerLink, inputMode: 'url' } }}
      />
      <TextField
        label={M.alt}
        required
        value={alt}
        onChange={(e) => setAlt(e.target.value)}
        error={Boolean(shown.alt)}
        helperText={shown.alt ?? M.altHelp(alt.length)}
        slotProps={{ htmlInput: { maxLength: MAX_ALT } }}
      />
      <TextField
        label={M.start}
        type="date"
        required
        value={startDate}
        onChange={(e) => setStartDate(e.target.value)}
        error={Boolean(shown.startDate)}
        helperText={shown.startDate ?? M.startHelp}
        slotProps={{ htmlInput: { min: today, max: last }, inputLabel: { shrink: true } }}
      />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={upload.busy}>
          {M.submit}
        </Button>
      </Box>
    </Box>
  );
}
