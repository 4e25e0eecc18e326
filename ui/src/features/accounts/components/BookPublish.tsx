import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS } from '../../../gql/limits';
import { failureOf } from '../../../lib/failure';
import { palette } from '../../../lib/theme';
import { BOOK_MESSAGES as M } from '../bookMessages';
import { usePublishBook, useUnpublishBook } from '../api/book';

type Publication = { isPublic: boolean; publicSlug: string | null; publicIndexed: boolean; suggestedSlug: string };

/**
 * « Book public » (issue 52 item 4, docs/book.md "The public page"): the switch publishes her
 * book at `/book/<slug>` or takes it down at once; the address and « visible par les moteurs
 * de recherche » are hers to choose. Private by default.
 */
export function BookPublish({ book, hasProject }: { book: Publication; hasProject: boolean }) {
  const publish = usePublishBook();
  const unpublish = useUnpublishBook();
  const [slug, setSlug] = useState(book.publicSlug ?? book.suggestedSlug);
  const [indexed, setIndexed] = useState(book.publicIndexed);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const pending = publish.isPending || unpublish.isPending;
  const url = book.publicSlug ? `${window.location.origin}/book/${book.publicSlug}` : '';

  const run = async (action: () => Promise<unknown>, done: string | null) => {
    setError(null);
    setNotice(null);
    try {
      await action();
      setNotice(done);
    } catch (failure) {
      const problem = failureOf(failure);
      if (!problem.handled) setError(problem.message);
    }
  };
  // The server cleans the address (« Marie Dupont » → marie-dupont): the field shows what it kept.
  const publishWith = (next: { slug?: string; indexed?: boolean }, done: string | null) =>
    run(async () => {
      const published = await publish.mutateAsync({ slug: next.slug ?? slug, indexed: next.indexed ?? indexed });
      setSlug(published.publishBook.publicSlug ?? slug);
    }, done);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setNotice(M.copied);
    } catch {
      // No clipboard access: the link stays selectable in its field.
    }
  };

  return (
    <Box component="section" aria-labelledby="book-public" sx={{ mt: 3, pt: 3, borderTop: `1px solid ${palette.line}` }}>
      <Typography id="book-public" variant="h4" component="h4">
        {M.publicTitle}
      </Typography>
      <Typography variant="body2" id="book-public-aide" sx={{ mt: 0.5, color: palette.inkSoft, maxWidth: '70ch' }}>
        {M.publicHelp}
      </Typography>
      <FormControlLabel
        sx={{ mt: 1.5, ml: -1.5 }}
        disabled={pending || (!book.isPublic && !hasProject)}
        control={
          <Switch
            checked={book.isPublic}
            onChange={(event) =>
              void (event.target.checked ? publishWith({}, M.published) : run(() => unpublish.mutateAsync({}), M.unpublished))
            }
            slotProps={{ input: { role: 'switch', 'aria-describedby': 'book-public-aide' } }}
          />
        }
        label={M.publicSwitch}
      />
      {!book.isPublic && !hasProject && <FormHelperText>{M.publicNeedsProject}</FormHelperText>}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (book.isPublic) void publishWith({}, null);
        }}
        sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        <TextField
          label={M.slug}
          value={slug}
          onChange={(event) => setSlug(event.target.value)}
          helperText={M.slugHelp}
          size="small"
          sx={{ flex: '1 1 260px', maxWidth: 420 }}
          slotProps={{
            input: { startAdornment: <Typography sx={{ color: palette.inkSoft, mr: 0.25, whiteSpace: 'nowrap' }}>/book/</Typography> },
            htmlInput: { maxLength: LIMITS.text.bookSlug, autoCapitalize: 'none', spellCheck: false },
          }}
        />
        {book.isPublic && slug !== book.publicSlug && (
          <Button type="submit" variant="outlined" disabled={pending}>
            {M.slugSave}
          </Button>
        )}
      </Box>
      <FormControlLabel
        sx={{ mt: 1, ml: -1 }}
        disabled={pending}
        control={
          <Checkbox
            checked={indexed}
            onChange={(event) => {
              const next = event.target.checked;
              setIndexed(next);
              if (book.isPublic) void publishWith({ slug: book.publicSlug ?? slug, indexed: next }, null);
            }}
            slotProps={{ input: { 'aria-describedby': 'book-indexation-aide' } }}
          />
        }
        label={M.indexed}
      />
      <FormHelperText id="book-indexation-aide" sx={{ mt: -0.5 }}>
        {M.indexedHelp}
      </FormHelperText>
      {book.isPublic && book.publicSlug && (
        <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <TextField
            label={M.link}
            value={url}
            size="small"
            sx={{ flex: '1 1 280px', maxWidth: 520 }}
            slotProps={{ htmlInput: { readOnly: true } }}
            onFocus={(event) => event.target.select()}
          />
          <Button variant="contained" onClick={() => void copy()}>
            {M.copy}
          </Button>
          <Button variant="text" color="secondary" href={`/book/${book.publicSlug}`} target="_blank" rel="noopener">
            {M.open}
          </Button>
        </Box>
      )}
      <Box role="status" sx={{ mt: notice ? 1.5 : 0 }}>
        {notice && <Alert severity="success">{notice}</Alert>}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
