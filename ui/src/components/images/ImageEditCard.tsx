import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { palette } from '../../lib/theme';
import { failureOf } from '../../lib/failure';
import { Picture, type ShownWork } from '../WorksGallery';
import { ImageTextFields } from './ImageTextFields';
import { IMAGE_MESSAGES as M } from './messages';
import { MoveButtons, dragProps, dragSx, type CardDrag, type Direction } from './reorder';

/**
 * One stored image in an editor: its picture, its texts, « Enregistrer », « Monter » /
 * « Descendre », « Supprimer »; draggable when `drag` is given. A refusal goes to `onError`.
 */
export function ImageEditCard({
  image,
  first,
  last,
  onSave,
  onMove,
  onRemove,
  onError,
  drag,
}: {
  image: ShownWork;
  first: boolean;
  last: boolean;
  onSave: (texts: { altText: string; caption: string }) => Promise<unknown>;
  onMove: (direction: Direction) => void;
  onRemove: () => Promise<unknown>;
  onError: (message: string) => void;
  drag?: CardDrag;
}) {
  const [altText, setAltText] = useState(image.altText);
  const [caption, setCaption] = useState(image.caption);
  const [saving, setSaving] = useState(false);
  const run = async (job: () => Promise<unknown>) => {
    try {
      await job();
    } catch (error) {
      const failure = failureOf(error);
      if (!failure.handled) onError(failure.message);
    }
  };
  const save = async () => {
    setSaving(true);
    await run(() => onSave({ altText, caption }));
    setSaving(false);
  };
  const dirty = altText !== image.altText || caption !== image.caption;
  return (
    <Box
      component="li"
      {...(drag && dragProps(drag))}
      sx={{
        listStyle: 'none',
        border: `1px solid ${palette.line}`,
        borderRadius: 1,
        p: 1.5,
        display: 'grid',
        gap: 1,
        bgcolor: '#fff',
        ...(drag && dragSx(drag)),
      }}
    >
      <Box component="figure" sx={{ m: 0 }}>
        <Picture
          picture={image}
          alt={image.altText}
          sizes="(min-width: 900px) 300px, 100vw"
          sx={{ aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 0.5 }}
        />
        {image.caption && (
          <Typography component="figcaption" variant="body2" sx={{ mt: 0.5 }}>
            {image.caption}
          </Typography>
        )}
      </Box>
      <ImageTextFields altText={altText} caption={caption} onAltText={setAltText} onCaption={setCaption} />
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" disabled={!dirty || saving || !altText.trim()} onClick={() => void save()}>
          {M.save}
        </Button>
        <MoveButtons what={image.altText} first={first} last={last} onMove={onMove} />
        <Button size="small" color="error" aria-label={M.removeWhat(image.altText)} onClick={() => void run(onRemove)}>
          {M.remove}
        </Button>
      </Box>
    </Box>
  );
}
