/**
 * /admin/accueil: the home page's partners and testimonials, in display order: add, edit,
 * delete, move up or down. Each list is small (50 at most), so it is read whole.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { failureOf } from '../../../lib/failure';
import { graphqlRequest } from '../../../lib/graphql';
import { palette } from '../../../lib/theme';
import {
  AdminShowcaseQuery,
  CreatePartnerMutation,
  CreateTestimonialMutation,
  DeletePartnerMutation,
  DeleteTestimonialMutation,
  MovePartnerMutation,
  MoveTestimonialMutation,
  UpdatePartnerMutation,
  UpdateTestimonialMutation,
} from '../api/showcase';
import { AdminPage } from '../components/AdminPage';
import { ImageField } from '../components/ImageField';
import { CONTENT_MESSAGES } from '../contentMessages';
import type { AdminMoveDirection, AdminShowcaseQuery as ShowcaseData } from '../../../gql/graphql';

const M = CONTENT_MESSAGES.showcase;
const KEY = ['AdminShowcase'];

type Partner = ShowcaseData['admin']['partners'][number];
type Testimonial = ShowcaseData['admin']['testimonials'][number];

export function ShowcaseAdminPage() {
  const showcase = useQuery({ queryKey: KEY, queryFn: () => graphqlRequest(AdminShowcaseQuery) });
  return (
    <AdminPage title={M.title} intro={M.intro}>
      {showcase.status === 'pending' && <SectionLoading />}
      {showcase.status === 'error' && (
        <SectionLoadError message={failureOf(showcase.error).message} onRetry={() => void showcase.refetch()} />
      )}
      {showcase.status === 'success' && (
        <Box sx={{ display: 'grid', gap: 5 }}>
          <Partners partners={showcase.data.admin.partners} />
          <Testimonials testimonials={showcase.data.admin.testimonials} />
        </Box>
      )}
    </AdminPage>
  );
}

/** A mutation that refreshes the lists and reports a French error or a notice. */
function useShowcaseAction<V>(run: (variables: V) => Promise<unknown>, notice: string, after?: () => void) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ severity: 'error' | 'success'; text: string } | null>(null);
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: async () => {
      setMessage({ severity: 'success', text: notice });
      after?.();
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (failure) => setMessage({ severity: 'error', text: failureOf(failure).message }),
  });
  return { mutation, message, clear: () => setMessage(null) };
}

function Notice({ message }: { message: { severity: 'error' | 'success'; text: string } | null }) {
  if (!message) return null;
  return (
    <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
      {message.text}
    </Alert>
  );
}

/** One row of a carousel's list: its content, then move, edit and delete. */
function Row({
  name,
  first,
  last,
  busy,
  onMove,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: AdminMoveDirection) => void;
  onEdit: () => void;
  onDelete: () => void;
  children: ReactNode;
}) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 220px', minWidth: 0, display: 'flex', gap: 1.5, alignItems: 'center' }}>{children}</Box>
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
        <IconButton aria-label={M.up(name)} disabled={busy || first} onClick={() => onMove('UP')}>
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton aria-label={M.down(name)} disabled={busy || last} onClick={() => onMove('DOWN')}>
          <ArrowDownwardIcon />
        </IconButton>
        <Button size="small" variant="outlined" color="secondary" aria-label={M.editOf(name)} onClick={onEdit}>
          {M.edit}
        </Button>
        <Button size="small" color="error" aria-label={M.deleteOf(name)} disabled={busy} onClick={onDelete}>
          {M.delete}
        </Button>
      </Box>
    </Paper>
  );
}

function FormFrame({
  title,
  onSubmit,
  onCancel,
  busy,
  children,
}: {
  title: string;
  onSubmit: () => void;
  onCancel: () => void;
  busy: boolean;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Paper
      component="form"
      aria-label={title}
      noValidate
      onSubmit={submit}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, mb: 2, bgcolor: palette.sand, display: 'grid', gap: 2 }}
    >
      <Typography variant="h4" component="h4" sx={{ fontSize: '1.1rem' }}>
        {title}
      </Typography>
      {children}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {M.save}
        </Button>
        <Button color="secondary" onClick={onCancel}>
          {M.cancel}
        </Button>
      </Box>
    </Paper>
  );
}

type Editing<T> = { id: number | null; values: T } | null;

function Partners({ partners }: { partners: Partner[] }) {
  const [editing, setEditing] = useState<Editing<{ name: string; logoPath: string; url: string }>>(null);
  const save = useShowcaseAction(
    async (form: NonNullable<typeof editing>) =>
      form.id === null
        ? graphqlRequest(CreatePartnerMutation, { input: form.values })
        : graphqlRequest(UpdatePartnerMutation, { id: form.id, input: form.values }),
    M.saved,
    () => setEditing(null),
  );
  const remove = useShowcaseAction((id: number) => graphqlRequest(DeletePartnerMutation, { id }), M.deleted);
  const move = useShowcaseAction((v: { id: number; direction: AdminMoveDirection }) => graphqlRequest(MovePartnerMutation, v), M.saved);
  const busy = save.mutation.isPending || remove.mutation.isPending || move.mutation.isPending;
  const set = (field: 'name' | 'logoPath' | 'url') => (value: string) =>
    setEditing((current) => current && { ...current, values: { ...current.values, [field]: value } });
  return (
    <Box component="section" aria-labelledby="partners-title">
      <Typography id="partners-title" variant="h3" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
        {M.partners}
      </Typography>
      <Notice message={save.message ?? remove.message ?? move.message} />
      {editing ? (
        <FormFrame
          title={editing.id === null ? M.addPartner : M.editOf(editing.values.name)}
          busy={busy}
          onSubmit={() => save.mutation.mutate(editing)}
          onCancel={() => setEditing(null)}
        >
          <TextField
            label={M.name}
            required
            value={editing.values.name}
            onChange={(e) => set('name')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label={M.url}
            value={editing.values.url}
            onChange={(e) => set('url')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <ImageField label={M.logo} value={editing.values.logoPath} onChange={set('logoPath')} removable={false} previewWidth={200} />
        </FormFrame>
      ) : (
        <Button
          variant="contained"
          sx={{ mb: 2 }}
          onClick={() => {
            [save, remove, move].forEach((a) => a.clear());
            setEditing({ id: null, values: { name: '', logoPath: '', url: '' } });
          }}
        >
          {M.addPartner}
        </Button>
      )}
      {partners.length === 0 && <Typography>{M.noPartner}</Typography>}
      <Box component="ol" sx={{ m: 0, p: 0, display: 'grid', gap: 1, listStyle: 'none' }}>
        {partners.map((partner, index) => (
          <Row
            key={partner.id}
            name={partner.name}
            first={index === 0}
            last={index === partners.length - 1}
            busy={busy}
            onMove={(direction) => move.mutation.mutate({ id: partner.id, direction })}
            onEdit={() =>
              setEditing({ id: partner.id, values: { name: partner.name, logoPath: partner.logoPath, url: partner.url ?? '' } })
            }
            onDelete={() => window.confirm(M.confirmDelete(partner.name)) && remove.mutation.mutate(partner.id)}
          >
            <Box component="img" src={partner.logoPath} alt="" sx={{ width: 96, height: 36, objectFit: 'contain', flex: 'none' }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{partner.name}</Typography>
              {partner.url && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {partner.url}
                </Typography>
              )}
            </Box>
          </Row>
        ))}
      </Box>
    </Box>
  );
}

function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const [editing, setEditing] = useState<Editing<{ author: string; role: string; quote: string; photoPath: string }>>(null);
  const save = useShowcaseAction(
    async (form: NonNullable<typeof editing>) =>
      form.id === null
        ? graphqlRequest(CreateTestimonialMutation, { input: form.values })
        : graphqlRequest(UpdateTestimonialMutation, { id: form.id, input: form.values }),
    M.saved,
    () => setEditing(null),
  );
  const remove = useShowcaseAction((id: number) => graphqlRequest(DeleteTestimonialMutation, { id }), M.deleted);
  const move = useShowcaseAction((v: { id: number; direction: AdminMoveDirection }) => graphqlRequest(MoveTestimonialMutation, v), M.saved);
  const busy = save.mutation.isPending || remove.mutation.isPending || move.mutation.isPending;
  const set = (field: 'author' | 'role' | 'quote' | 'photoPath') => (value: string) =>
    setEditing((current) => current && { ...current, values: { ...current.values, [field]: value } });
  return (
    <Box component="section" aria-labelledby="testimonials-title">
      <Typography id="testimonials-title" variant="h3" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
        {M.testimonials}
      </Typography>
      <Notice message={save.message ?? remove.message ?? move.message} />
      {editing ? (
        <FormFrame
          title={editing.id === null ? M.addTestimonial : M.editOf(editing.values.author)}
          busy={busy}
          onSubmit={() => save.mutation.mutate(editing)}
          onCancel={() => setEditing(null)}
        >
          <TextField
            label={M.author}
            required
            value={editing.values.author}
            onChange={(e) => set('author')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label={M.role}
            value={editing.values.role}
            onChange={(e) => set('role')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 150 } }}
          />
          <TextField
            label={M.quote}
            required
            multiline
            minRows={3}
            value={editing.values.quote}
            onChange={(e) => set('quote')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 600 } }}
          />
          <ImageField label={M.photo} value={editing.values.photoPath} onChange={set('photoPath')} previewWidth={96} />
        </FormFrame>
      ) : (
        <Button
          variant="contained"
          sx={{ mb: 2 }}
          onClick={() => {
            [save, remove, move].forEach((a) => a.clear());
            setEditing({ id: null, values: { author: '', role: '', quote: '', photoPath: '' } });
          }}
        >
          {M.addTestimonial}
        </Button>
      )}
      {testimonials.length === 0 && <Typography>{M.noTestimonial}</Typography>}
      <Box component="ol" sx={{ m: 0, p: 0, display: 'grid', gap: 1, listStyle: 'none' }}>
        {testimonials.map((t, index) => (
          <Row
            key={t.id}
            name={t.author}
            first={index === 0}
            last={index === testimonials.length - 1}
            busy={busy}
            onMove={(direction) => move.mutation.mutate({ id: t.id, direction })}
            onEdit={() =>
              setEditing({ id: t.id, values: { author: t.author, role: t.role, quote: t.quote, photoPath: t.photoPath ?? '' } })
            }
            onDelete={() => window.confirm(M.confirmDelete(t.author)) && remove.mutation.mutate(t.id)}
          >
            {t.photoPath && (
              <Box
                component="img"
                src={t.photoPath}
                alt=""
                sx={{ width: 48, height: 48, borderRadius: '50%', objectFit: 'cover', flex: 'none' }}
              />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {t.author}
                {t.role && (
                  <Typography component="span" color="text.secondary">
                    {' '}
                    · {t.role}
                  </Typography>
                )}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                « {t.quote} »
              </Typography>
            </Box>
          </Row>
        ))}
      </Box>
    </Box>
  );
}
