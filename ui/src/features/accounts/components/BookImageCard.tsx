import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { palette } from '../../../lib/theme';
import { failureOf } from '../../../lib/failure';
import { LIMITS } from '../../../gql/limits';
import { BOOK_MESSAGES as M } from '../bookMessages';
import { useDeleteBookImage, useMoveBookImage, useUpdateBookImage } from '../api/book';
import type { BookImage } from './bookTypes';

/** The « Monter » / « Descendre » pair: the keyboard's way to reorder (names say what moves). */
export function MoveButtons({
  what,
  first,
  last,
  onMove,
}: {
  what: string;
  first: boolean;
  last: boolean;
  onMove: (direction: 'UP' | 'DOWN') => void;
}) {
  return (
    <>
      <Button size="small" aria-label={M.moveUp(what)} disabled={first} onClick={() => onMove('UP')}>
        {M.up}
      </Button>
      <Button size="small" aria-label={M.moveDown(what)} disabled={last} onClick={() => onMove('DOWN')}>
        {M.down}
      </Button>
    </>
  );
}
export function ImageCard({
  image,
  first,
  last,
  onError,
}: {
  image: BookImage;
  first: boolean;
  last: boolean;
  onError: (message: string) => void;
}) {
  const [altText, setAltText] = useState(image.altText);
  const [caption, setCaption] = useState(image.caption);
  const update = useUpdateBookImage();
  const remove = useDeleteBookImage();
  const move = useMoveBookImage();
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      const failure = failureOf(error);
      if (!failure.handled) onError(failure.message);
    }
  };
  const dirty = altText !== image.altText || caption !== image.caption;
  return (
    <Box component="li" sx={{ listStyle: 'none', border: `1px solid ${palette.line}`, borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}>
      <Box component="figure" sx={{ m: 0 }}>
        <picture>
          <source type="image/webp" srcSet={image.srcsetWebp} sizes="(min-width: 900px) 300px, 100vw" />
          <Box
            component="img"
            src={image.src}
            srcSet={image.srcsetJpeg}
            sizes="(min-width: 900px) 300px, 100vw"
            alt={image.altText}
            width={image.width}
            height={image.height}
            loading="lazy"
            sx={{ width: '100%', height: 'auto', display: 'block', borderRadius: 0.5 }}
          />
        </picture>
        {image.caption && (
          <Typography component="figcaption" variant="body2">
            {image.caption}
          </Typography>
        )}
      </Box>
      <TextField
        size="small"
        label={M.altText}
        required
        value={altText}
        onChange={(event) => setAltText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: LIMITS.text.altText } }}
      />
      <TextField
        size="small"
        label={M.caption}
        value={caption}
        onChange={(event) => setCaption(event.target.value)}
        slotProps={{ htmlInput: { maxLength: LIMITS.text.imageCaption } }}
      />
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          disabled={!dirty || update.isPending}
          onClick={() => void run(() => update.mutateAsync({ id: image.id, altText, caption }))}
        >
          {M.save}
        </Button>
        <MoveButtons
          what={image.altText}
          first={first}
          last={last}
          onMove={(direction) => void run(() => move.mutateAsync({ id: image.id, direction }))}
        />
        <Button
          size="small"
          color="error"
          aria-label={M.removeWhat(image.altText)}
          onClick={() => void run(() => remove.mutateAsync({ id: image.id }))}
        >
          {M.remove}
        </Button>
      </Box>
    </Box>
  );
}
