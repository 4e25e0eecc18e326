import { useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { palette } from '../../../lib/theme';
import { failureOf } from '../../../lib/failure';
import { LIMITS } from '../../../gql/limits';
import { Picture, type ShownWork } from '../../../components/WorksGallery';
import { useDeleteCompanyWork, useUpdateCompanyWork } from '../api/works';
import { COMPANY_MESSAGES } from '../messages';

const M = COMPANY_MESSAGES.works;

/** One work in the editor: its picture, its texts, « Monter » / « Descendre », « Supprimer »; draggable. */
export function WorkCard({
  work,
  first,
  last,
  onMove,
  onError,
  dragging,
  onDragStart,
  onDrop,
}: {
  work: ShownWork;
  first: boolean;
  last: boolean;
  onMove: (direction: 'UP' | 'DOWN') => void;
  onError: (message: string) => void;
  dragging: boolean;
  onDragStart: () => void;
  onDrop: () => void;
}) {
  const [altText, setAltText] = useState(work.altText);
  const [caption, setCaption] = useState(work.caption);
  const update = useUpdateCompanyWork();
  const remove = useDeleteCompanyWork();
  const run = async (job: () => Promise<unknown>) => {
    try {
      await job();
    } catch (error) {
      const failure = failureOf(error);
      if (!failure.handled) onError(failure.message);
    }
  };
  const dirty = altText !== work.altText || caption !== work.caption;
  return (
    <Box
      component="li"
      draggable
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragOver={(event: DragEvent) => event.preventDefault()}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        onDrop();
      }}
      sx={{
        listStyle: 'none',
        border: `1px solid ${palette.line}`,
        borderRadius: 1,
        p: 1.5,
        display: 'grid',
        gap: 1,
        opacity: dragging ? 0.5 : 1,
        cursor: 'grab',
        bgcolor: '#fff',
      }}
    >
      <Box component="figure" sx={{ m: 0 }}>
        <Picture
          picture={work}
          alt={work.altText}
          sizes="(min-width: 900px) 300px, 100vw"
          sx={{ aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 0.5 }}
        />
        {work.caption && (
          <Typography component="figcaption" variant="body2" sx={{ mt: 0.5 }}>
            {work.caption}
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
          disabled={!dirty || update.isPending || !altText.trim()}
          onClick={() => void run(() => update.mutateAsync({ id: work.id, altText, caption }))}
        >
          {M.save}
        </Button>
        <Button size="small" aria-label={M.moveUp(work.altText)} disabled={first} onClick={() => onMove('UP')}>
          {M.up}
        </Button>
        <Button size="small" aria-label={M.moveDown(work.altText)} disabled={last} onClick={() => onMove('DOWN')}>
          {M.down}
        </Button>
        <Button
          size="small"
          color="error"
          aria-label={M.removeWhat(work.altText)}
          onClick={() => void run(() => remove.mutateAsync({ id: work.id }))}
        >
          {M.remove}
        </Button>
      </Box>
    </Box>
  );
}
