import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { palette } from '../../../lib/theme';
import { guillemets } from '../../../lib/french';
import type { BookToSendQuery } from '../../../gql/graphql';
import { MAX_SENT_PROJECTS, isFull, move, toggle, type BookChoice } from '../bookChoice';
import { BOOK_PICKER_MESSAGES as M } from '../messages';

type Book = BookToSendQuery['myBook'];
type Project = Book['projects'][number];

interface BookPickerProps {
  book: Book;
  choice: BookChoice;
  disabled: boolean;
  onChange: (choice: BookChoice) => void;
}

function Thumbnail({ project }: { project: Project }) {
  const image = project.images[0];
  return (
    <Box
      sx={{
        width: 56,
        height: 56,
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: palette.sand,
        border: `1px solid ${palette.line}`,
      }}
    >
      {image && (
        <Box
          component="img"
          src={image.src}
          srcSet={image.srcsetJpeg}
          sizes="56px"
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
    </Box>
  );
}

/**
 * « Joindre mon book » in the application form: her projects, ticked in the order the
 * recruiter will see them (ticked ones first, numbered, with « Monter » / « Descendre »),
 * six at most, and her PDF book. Shown only when her book holds something.
 */
export function BookPicker({ book, choice, disabled, onChange }: BookPickerProps) {
  const byId = new Map(book.projects.map((p) => [p.id, p]));
  const chosen = choice.projects.map((id) => byId.get(id)).filter((p): p is Project => Boolean(p));
  const others = book.projects.filter((p) => !choice.projects.includes(p.id));
  const full = isFull(choice);

  const row = (project: Project, rank: number | null) => {
    const ticked = rank !== null;
    return (
      <Box
        component="li"
        key={project.id}
        sx={{
          listStyle: 'none',
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 1,
          pr: 0.5,
          border: `1px solid ${ticked ? palette.brass : palette.line}`,
          borderRadius: 2,
          bgcolor: ticked ? palette.paper : palette.surface,
          minWidth: 0,
        }}
      >
        <Thumbnail project={project} />
        <FormControlLabel
          sx={{ m: 0, flexGrow: 1, minWidth: 0, alignItems: 'center' }}
          control={
            <Checkbox
              checked={ticked}
              disabled={disabled || (!ticked && full)}
              onChange={() => onChange(toggle(choice, project.id))}
              inputProps={{ name: 'portfolio' }}
            />
          }
          label={
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {ticked && (
                  <Box component="span" sx={{ color: palette.brass, mr: 0.75 }}>
                    {M.rank(rank)}
                  </Box>
                )}
                {project.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[project.year?.toString(), M.images(project.images.length)].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          }
        />
        {ticked && (
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, flexShrink: 0 }}>
            <IconButton
              size="small"
              aria-label={M.up(guillemets(project.title))}
              disabled={disabled || rank === 1}
              onClick={() => onChange(move(choice, project.id, -1))}
            >
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={M.down(guillemets(project.title))}
              disabled={disabled || rank === chosen.length}
              onClick={() => onChange(move(choice, project.id, 1))}
            >
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
          </Box>
        )}
      </Box>
    );
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby="book-choix-aide">
      <Typography component="legend" sx={{ fontWeight: 600, p: 0 }}>
        {M.legend}
      </Typography>
      <Typography id="book-choix-aide" variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {M.help(MAX_SENT_PROJECTS)}
      </Typography>
      {book.projects.length > 0 && (
        <Box component="ol" aria-label={M.legend} sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
          {chosen.map((project, index) => row(project, index + 1))}
          {others.map((project) => row(project, null))}
        </Box>
      )}
      <Box role="status" sx={{ mt: 1, fontSize: '0.875rem', color: full ? palette.terracottaDark : palette.inkSoft }}>
        {full ? M.full(MAX_SENT_PROJECTS) : M.chosen(chosen.length)}
      </Box>
      {book.pdfPath && (
        <FormControlLabel
          sx={{ mt: 0.5 }}
          control={
            <Checkbox
              checked={choice.pdf}
              disabled={disabled}
              onChange={(event) => onChange({ ...choice, pdf: event.target.checked })}
              inputProps={{ name: 'bookPdf' }}
            />
          }
          label={M.pdf}
        />
      )}
    </Box>
  );
}
