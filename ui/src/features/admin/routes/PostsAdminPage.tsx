/**
 * /admin/articles: the posts (drafts, scheduled, published), newest written first; `nouveau`
 * writes one, `:id` edits, publishes (now or at a date), unpublishes and previews it.
 */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { failureOf } from '../../../lib/failure';
import { palette } from '../../../lib/theme';
import { PostArticle } from '../../../components/posts/PostArticle';
import { useAdminPost, useAdminPosts, usePublishPost, useRefreshAdminPosts, useSavePost, useUnpublishPost } from '../api/posts';
import { AdminPage } from '../components/AdminPage';
import { ImageField } from '../components/ImageField';
import { RichTextEditor } from '../components/RichTextEditor';
import { CONTENT_MESSAGES } from '../contentMessages';
import {
  derivedSlug,
  EMPTY_POST,
  postFormError,
  postInput,
  scheduleInstant,
  stateLabel,
  valuesOf,
  type PostFormValues,
  type PostState,
} from '../postForm';
import type { AdminPostFieldsFragment } from '../../../gql/graphql';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { LIMITS } from '../../../gql/limits';
import { guillemets } from '../../../lib/french';

const M = CONTENT_MESSAGES;
const PAGE = 20;

export function PostsAdminPage() {
  return (
    <Routes>
      <Route index element={<PostList />} />
      <Route path="nouveau" element={<PostEditor key="new" />} />
      <Route path=":id" element={<SavedPostEditor />} />
    </Routes>
  );
}

const STATE_COLOR = { DRAFT: 'default', SCHEDULED: 'warning', PUBLISHED: 'success' } as const;

function PostList() {
  const list = useAdminPosts(PAGE);
  const posts = list.data?.pages.flatMap((page) => page.admin.posts.edges?.flatMap((edge) => (edge?.node ? [edge.node] : [])) ?? []) ?? [];
  return (
    <AdminPage title={M.posts.title} intro={M.posts.intro}>
      <Button component={RouterLink} to="nouveau" variant="contained" sx={{ mb: 3 }}>
        {M.posts.create}
      </Button>
      {list.status === 'pending' && <SectionLoading />}
      {list.status === 'error' && <SectionLoadError message={failureOf(list.error).message} onRetry={() => void list.refetch()} />}
      {list.status === 'success' && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {M.posts.count(list.data.pages[0]?.admin.posts.totalCount ?? 0)}
          </Typography>
          {posts.length === 0 && <Typography>{M.posts.empty}</Typography>}
          <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5, listStyle: 'none' }}>
            {posts.map((post) => (
              <Paper
                component="li"
                key={post.id}
                variant="outlined"
                sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{post.title}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    /{post.slug}
                  </Typography>
                </Box>
                <Chip
                  label={stateLabel(post.state as PostState, post.publishedAt)}
                  color={STATE_COLOR[post.state as PostState]}
                  size="small"
                />
                <Button
                  component={RouterLink}
                  to={String(post.id)}
                  variant="outlined"
                  color="secondary"
                  size="small"
                  aria-label={`${M.posts.edit} ${guillemets(post.title)}`}
                >
                  {M.posts.edit}
                </Button>
              </Paper>
            ))}
          </Box>
          <LoadMoreButton list={list} />
        </>
      )}
    </AdminPage>
  );
}

function SavedPostEditor() {
  const id = Number(useParams().id);
  const post = useAdminPost(id);
  if (post.status === 'pending') return <SectionLoading />;
  if (post.status === 'error') return <SectionLoadError message={failureOf(post.error).message} onRetry={() => void post.refetch()} />;
  return <PostEditor key={id} saved={post.data.admin.post} />;
}

function PostEditor({ saved: initial }: { saved?: AdminPostFieldsFragment }) {
  const navigate = useNavigate();
  const refreshPosts = useRefreshAdminPosts();
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState<PostFormValues>(initial ? valuesOf(initial) : EMPTY_POST);
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A new post's editor reopens at its own address, with the notice of its first save.
  const arrived = (useLocation().state as { notice?: string } | null)?.notice ?? null;
  const [notice, setNotice] = useState<string | null>(arrived);
  const [scheduleAt, setScheduleAt] = useState('');
  const [preview, setPreview] = useState(false);
  const set = (field: keyof PostFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDirty(true);
    setNotice(null);
  };
  const done = (post: AdminPostFieldsFragment, message: string) => {
    setSaved(post);
    setError(null);
    setNotice(message);
    refreshPosts();
  };

  const save = useSavePost({
    onSuccess: (post) => {
      const created = !saved;
      done(post, M.editor.saved);
      setValues(valuesOf(post));
      setDirty(false);
      if (created) void navigate(`../${post.id}`, { replace: true, relative: 'path', state: { notice: M.editor.saved } });
    },
    onError: (failure) => setError(failureOf(failure).message),
  });
  const publish = usePublishPost({
    onSuccess: (post) => done(post, post.state === 'SCHEDULED' ? M.editor.scheduled : M.editor.published),
    onError: (failure) => setError(failureOf(failure).message),
  });
  const unpublish = useUnpublishPost({
    onSuccess: (post) => done(post, M.editor.unpublished),
    onError: (failure) => setError(failureOf(failure).message),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = postFormError(values);
    if (problem) {
      setError(problem);
      return;
    }
    save.mutate({ id: saved?.id ?? null, input: postInput(values) });
  };
  const schedule = () => {
    const at = scheduleInstant(scheduleAt);
    if (!at) setError(M.editor.badDate);
    else publish.mutate({ id: saved?.id ?? 0, at });
  };
  const busy = save.isPending || publish.isPending || unpublish.isPending;
  const state = saved?.state as PostState | undefined;

  return (
    <AdminPage title={saved ? M.editor.editTitle : M.editor.newTitle}>
      <Button component={RouterLink} to=".." relative="path" color="secondary" sx={{ mb: 2, ml: -1 }}>
        ← {M.editor.back}
      </Button>
      {error && (
        <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }} role="alert">
          {error}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {notice}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        <TextField
          label={M.editor.title}
          required
          value={values.title}
          onChange={(e) => set('title')(e.target.value)}
          slotProps={{ htmlInput: { maxLength: LIMITS.text.postTitle } }}
        />
        <TextField
          label={M.editor.slug}
          value={values.slug}
          onChange={(e) => set('slug')(e.target.value)}
          helperText={M.editor.slugHelp(values.slug ? '' : derivedSlug(values.title))}
          slotProps={{ htmlInput: { maxLength: LIMITS.text.slug } }}
        />
        <TextField
          label={M.editor.subtitle}
          value={values.subtitle}
          onChange={(e) => set('subtitle')(e.target.value)}
          slotProps={{ htmlInput: { maxLength: LIMITS.text.postSubtitle } }}
        />
        <TextField
          label={M.editor.intro}
          multiline
          minRows={2}
          value={values.intro}
          onChange={(e) => set('intro')(e.target.value)}
          slotProps={{ htmlInput: { maxLength: LIMITS.text.postIntro } }}
        />
        <ImageField label={M.editor.image} value={values.featuredImagePath} onChange={set('featuredImagePath')} />
        <RichTextEditor label={M.editor.content} value={values.content} onChange={set('content')} />
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {save.isPending ? M.editor.saving : M.editor.save}
          </Button>
        </Box>
      </Box>

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="publication-title"
        sx={{ mt: 4, p: { xs: 2, md: 3 }, bgcolor: palette.sand }}
      >
        <Typography id="publication-title" variant="h3" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
          {M.editor.publication}
        </Typography>
        {!saved ? (
          <Typography>{M.editor.saveFirst}</Typography>
        ) : (
          <>
            <Typography sx={{ mb: 2 }} aria-live="polite">
              <Chip label={stateLabel(state ?? 'DRAFT', saved.publishedAt)} color={STATE_COLOR[state ?? 'DRAFT']} size="small" />
            </Typography>
            {dirty && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {M.editor.unsaved}
              </Alert>
            )}
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
              <Button variant="contained" disabled={busy} onClick={() => publish.mutate({ id: saved?.id ?? 0, at: null })}>
                {M.editor.publishNow}
              </Button>
              <TextField
                type="datetime-local"
                size="small"
                label={M.editor.scheduleAt}
                value={scheduleAt}
                onChange={(e) => setScheduleAt(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Button variant="outlined" color="secondary" disabled={busy} onClick={schedule}>
                {M.editor.schedule}
              </Button>
              {state !== 'DRAFT' && (
                <Button color="secondary" disabled={busy} onClick={() => unpublish.mutate(saved?.id ?? 0)}>
                  {M.editor.unpublish}
                </Button>
              )}
            </Box>
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              <Button variant="outlined" color="secondary" onClick={() => setPreview((open) => !open)} aria-expanded={preview}>
                {preview ? M.editor.closePreview : M.editor.preview}
              </Button>
              {state === 'PUBLISHED' && (
                <Button component="a" href={`/tendance-rh/${saved.id}/${saved.slug}`} target="_blank" rel="noopener" color="secondary">
                  {M.editor.view}
                </Button>
              )}
            </Box>
          </>
        )}
      </Paper>
      {saved && preview && (
        <Box
          component="section"
          aria-label={M.editor.preview}
          sx={{ mt: 3, border: `2px dashed ${palette.line}`, borderRadius: 2, p: { xs: 2, md: 4 }, bgcolor: 'background.paper' }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {M.editor.previewNote}
          </Typography>
          <PostArticle post={{ ...saved, publishedAt: saved.publishedAt ?? new Date().toISOString() }} />
        </Box>
      )}
    </AdminPage>
  );
}
