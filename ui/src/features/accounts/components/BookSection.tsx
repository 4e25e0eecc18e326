import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { palette } from '../../../lib/theme';
import { failureOf } from '../../../lib/failure';
import { LIMITS } from '../../../gql/limits';
import { BOOK_MESSAGES as M } from '../bookMessages';
import { useCreateBookProject, useMoveBookProject, useMyBook } from '../api/book';
import { ReorderStatus, useReorder } from '../../../components/images/reorder';
import { PdfBlock } from './BookPdf';
import { BookPublish } from './BookPublish';
import { ProjectCard } from './BookProjectCard';
import { EMPTY, ProjectForm, inputOf } from './BookProjectForm';

/** « Mon book » in the career space: projects with their images, and the PDF book. */
export function BookSection() {
  const query = useMyBook();
  const create = useCreateBookProject();
  const move = useMoveBookProject();
  const [error, setError] = useState<string | null>(null);
  const projects = query.data?.myBook.projects ?? [];
  const reorder = useReorder(projects, {
    step: (project, direction) => move.mutateAsync({ id: project.id, direction }),
    name: (project) => project.title,
    onError: setError,
  });
  if (query.status !== 'success') return null;
  const book = query.data.myBook;
  return (
    <Box
      component="section"
      aria-labelledby="mon-book"
      sx={{ mt: 4, p: { xs: 2.5, sm: 3 }, border: `1px solid ${palette.line}`, borderRadius: 2, bgcolor: palette.surface }}
    >
      <Typography id="mon-book" variant="h3">
        {M.title}
      </Typography>
      <Typography sx={{ mt: 1 }}>{M.intro}</Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {M.usage(projects.length, Number(book.imageCount))}
      </Typography>
      {projects.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{M.noProject}</Typography>
      ) : (
        <>
          {(projects.length > 1 || projects.some((project) => project.images.length > 1)) && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {M.dragHelp}
            </Typography>
          )}
          <Box component="ol" aria-label={M.projectsLabel} aria-busy={reorder.moving} sx={{ p: 0, mt: 2, display: 'grid', gap: 2 }}>
            {projects.map((project, at) => (
              <ProjectCard
                key={project.id}
                project={project}
                first={at === 0}
                last={at === projects.length - 1}
                onMove={(direction) => void reorder.move(at, direction)}
                drag={reorder.drag(at)}
              />
            ))}
          </Box>
          <ReorderStatus status={reorder.status} />
        </>
      )}
      {projects.length < LIMITS.count.bookProjects && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h4" component="h4" sx={{ mb: 1.5 }}>
            {M.newProject}
          </Typography>
          <ProjectForm
            initial={EMPTY}
            legend={M.newProject}
            submitLabel={M.addProject}
            pending={create.isPending}
            onSubmit={async (draft) => {
              setError(null);
              try {
                await create.mutateAsync({ input: inputOf(draft) });
                return true;
              } catch (failure) {
                const problem = failureOf(failure);
                if (!problem.handled) setError(problem.message);
                return false;
              }
            }}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 1.5 }}>
              {error}
            </Alert>
          )}
        </Box>
      )}
      <PdfBlock pdfPath={book.pdfPath ?? null} />
      <BookPublish book={book} hasProject={projects.length > 0} />
    </Box>
  );
}
