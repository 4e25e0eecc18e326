import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { palette } from '../../../lib/theme';
import { failureOf } from '../../../lib/failure';
import { LIMITS } from '../../../gql/limits';
import { BOOK_MESSAGES as M } from '../bookMessages';
import { useDeleteBookImage, useDeleteBookProject, useMoveBookImage, useUpdateBookImage, useUpdateBookProject } from '../api/book';
import { AddImage } from './BookAddImage';
import { ImageEditCard } from '../../../components/images/ImageEditCard';
import {
  MoveButtons,
  ReorderStatus,
  dragProps,
  dragSx,
  useReorder,
  type CardDrag,
  type Direction,
} from '../../../components/images/reorder';
import { ProjectForm, draftOf, inputOf } from './BookProjectForm';
import type { Project } from './bookTypes';

/** One project of « Mon book »: its texts, its images, and its place among the projects. */
export function ProjectCard({
  project,
  first,
  last,
  onMove,
  drag,
}: {
  project: Project;
  first: boolean;
  last: boolean;
  onMove: (direction: Direction) => void;
  drag: CardDrag;
}) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateBookProject();
  const remove = useDeleteBookProject();
  const updateImage = useUpdateBookImage();
  const removeImage = useDeleteBookImage();
  const moveImage = useMoveBookImage();
  const images = useReorder(project.images, {
    step: (image, direction) => moveImage.mutateAsync({ id: image.id, direction }),
    name: (image) => image.altText,
    onError: setError,
  });
  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      return true;
    } catch (failure) {
      const problem = failureOf(failure);
      if (!problem.handled) setError(problem.message);
      return false;
    }
  };
  const details = [project.year?.toString(), project.role, project.place].filter(Boolean).join(' · ');
  return (
    <Box
      component="li"
      aria-label={project.title}
      {...(editing ? {} : dragProps(drag))}
      sx={{
        listStyle: 'none',
        p: { xs: 2, sm: 2.5 },
        border: `1px solid ${palette.line}`,
        borderRadius: 2,
        bgcolor: '#fff',
        ...dragSx(drag),
      }}
    >
      {editing ? (
        <ProjectForm
          initial={draftOf(project)}
          legend={M.editWhat(project.title)}
          submitLabel={M.save}
          pending={update.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={async (draft) => {
            const saved = await run(() => update.mutateAsync({ id: project.id, input: inputOf(draft) }));
            if (saved) setEditing(false);
            return saved;
          }}
        />
      ) : (
        <>
          <Typography variant="h4" component="h4">
            {project.title}
          </Typography>
          {details && <Typography variant="body2">{details}</Typography>}
          {project.techniques && <Typography variant="body2">{project.techniques}</Typography>}
          {project.description && <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{project.description}</Typography>}
          <Box sx={{ mt: 1, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            <Button size="small" aria-label={M.editWhat(project.title)} onClick={() => setEditing(true)}>
              {M.edit}
            </Button>
            <MoveButtons what={project.title} first={first} last={last} onMove={onMove} />
            <Button
              size="small"
              color="error"
              aria-label={M.removeWhat(project.title)}
              onClick={() => void run(() => remove.mutateAsync({ id: project.id }))}
            >
              {M.remove}
            </Button>
          </Box>
        </>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
      <Typography variant="h5" component="h5" sx={{ mt: 2 }}>
        {M.images}
      </Typography>
      {project.images.length === 0 ? (
        <Typography variant="body2">{M.noImage}</Typography>
      ) : (
        <Box
          component="ol"
          aria-label={M.imagesOf(project.title)}
          aria-busy={images.moving}
          sx={{ p: 0, mt: 1, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
        >
          {project.images.map((image, at) => (
            <ImageEditCard
              // The texts are edited in place: a new value from the server starts them again.
              key={`${image.id}-${image.altText}-${image.caption}`}
              image={image}
              first={at === 0}
              last={at === project.images.length - 1}
              onSave={(texts) => updateImage.mutateAsync({ id: image.id, ...texts })}
              onMove={(direction) => void images.move(at, direction)}
              onRemove={() => removeImage.mutateAsync({ id: image.id })}
              onError={setError}
              drag={images.drag(at)}
            />
          ))}
        </Box>
      )}
      <ReorderStatus status={images.status} />
      {project.images.length < LIMITS.count.bookImagesPerProject && <AddImage project={project} />}
    </Box>
  );
}
