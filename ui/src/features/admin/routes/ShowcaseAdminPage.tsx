/**
 * /admin/accueil: the home page's partners and testimonials, in display order: add, edit,
 * delete, move up or down. Each list is small (50 at most), so it is read whole.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
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
import { palette } from '../../../lib/theme';
import { partnerRequests, testimonialRequests, useAdminShowcase, useShowcaseAction, type ShowcaseForm } from '../api/showcase';
import { AdminPage } from '../components/AdminPage';
import { ImageField } from '../components/ImageField';
import { CONTENT_MESSAGES } from '../contentMessages';
import type { AdminMoveDirection, AdminShowcaseQuery as ShowcaseData } from '../../../gql/graphql';
import { LIMITS } from '../../../gql/limits';

const M = CONTENT_MESSAGES.showcase;

type Partner = ShowcaseData['admin']['partners'][number];
type Testimonial = ShowcaseData['admin']['testimonials'][number];

export function ShowcaseAdminPage() {
  const showcase = useAdminShowcase();
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

type Form<V> = ShowcaseForm<V>;

/**
 * One carousel's list and form: add, edit, delete, move. `fields` draws the form's fields,
 * `content` one row's content; the mutations come from the caller.
 */
function ShowcaseSection<T extends { id: number }, V extends Record<string, string>>({
  id,
  title,
  addLabel,
  emptyText,
  items,
  nameOf,
  blank,
  valuesOf,
  save,
  remove,
  move,
  fields,
  content,
}: {
  id: string;
  title: string;
  addLabel: string;
  emptyText: string;
  items: T[];
  nameOf: (item: T | V) => string;
  blank: V;
  valuesOf: (item: T) => V;
  save: (form: Form<V>) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  move: (variables: { id: number; direction: AdminMoveDirection }) => Promise<unknown>;
  fields: (values: V, set: (field: keyof V) => (value: string) => void) => ReactNode;
  content: (item: T) => ReactNode;
}) {
  const [editing, setEditing] = useState<Form<V> | null>(null);
  const saving = useShowcaseAction(save, M.saved, () => setEditing(null));
  const removing = useShowcaseAction(remove, M.deleted);
  const moving = useShowcaseAction(move, M.saved);
  const actions = [saving, removing, moving];
  const busy = actions.some((action) => action.mutation.isPending);
  const set = (field: keyof V) => (value: string) =>
    setEditing((current) => current && { ...current, values: { ...current.values, [field]: value } });
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h3" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
        {title}
      </Typography>
      <Notice message={saving.message ?? removing.message ?? moving.message} />
      {editing ? (
        <FormFrame
          title={editing.id === null ? addLabel : M.editOf(nameOf(editing.values))}
          busy={busy}
          onSubmit={() => saving.mutation.mutate(editing)}
          onCancel={() => setEditing(null)}
        >
          {fields(editing.values, set)}
        </FormFrame>
      ) : (
        <Button
          variant="contained"
          sx={{ mb: 2 }}
          onClick={() => {
            actions.forEach((action) => action.clear());
            setEditing({ id: null, values: blank });
          }}
        >
          {addLabel}
        </Button>
      )}
      {items.length === 0 && <Typography>{emptyText}</Typography>}
      <Box component="ol" sx={{ m: 0, p: 0, display: 'grid', gap: 1, listStyle: 'none' }}>
        {items.map((item, index) => (
          <Row
            key={item.id}
            name={nameOf(item)}
            first={index === 0}
            last={index === items.length - 1}
            busy={busy}
            onMove={(direction) => moving.mutation.mutate({ id: item.id, direction })}
            onEdit={() => setEditing({ id: item.id, values: valuesOf(item) })}
            onDelete={() => window.confirm(M.confirmDelete(nameOf(item))) && removing.mutation.mutate(item.id)}
          >
            {content(item)}
          </Row>
        ))}
      </Box>
    </Box>
  );
}

function Partners({ partners }: { partners: Partner[] }) {
  return (
    <ShowcaseSection
      id="partners-title"
      title={M.partners}
      addLabel={M.addPartner}
      emptyText={M.noPartner}
      items={partners}
      nameOf={(partner) => partner.name}
      blank={{ name: '', logoPath: '', url: '' }}
      valuesOf={(partner) => ({ name: partner.name, logoPath: partner.logoPath, url: partner.url ?? '' })}
      {...partnerRequests}
      fields={(values, set) => (
        <>
          <TextField
            label={M.name}
            required
            value={values.name}
            onChange={(e) => set('name')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.text.showcaseName } }}
          />
          <TextField
            label={M.url}
            value={values.url}
            onChange={(e) => set('url')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.text.url } }}
          />
          <ImageField label={M.logo} value={values.logoPath} onChange={set('logoPath')} removable={false} previewWidth={200} />
        </>
      )}
      content={(partner) => (
        <>
          <Box component="img" src={partner.logoPath} alt="" sx={{ width: 96, height: 36, objectFit: 'contain', flex: 'none' }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{partner.name}</Typography>
            {partner.url && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {partner.url}
              </Typography>
            )}
          </Box>
        </>
      )}
    />
  );
}

function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ShowcaseSection
      id="testimonials-title"
      title={M.testimonials}
      addLabel={M.addTestimonial}
      emptyText={M.noTestimonial}
      items={testimonials}
      nameOf={(t) => t.author}
      blank={{ author: '', role: '', quote: '', photoPath: '' }}
      valuesOf={(t) => ({ author: t.author, role: t.role, quote: t.quote, photoPath: t.photoPath ?? '' })}
      {...testimonialRequests}
      fields={(values, set) => (
        <>
          <TextField
            label={M.author}
            required
            value={values.author}
            onChange={(e) => set('author')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.text.showcaseName } }}
          />
          <TextField
            label={M.role}
            value={values.role}
            onChange={(e) => set('role')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.text.testimonialRole } }}
          />
          <TextField
            label={M.quote}
            required
            multiline
            minRows={3}
            value={values.quote}
            onChange={(e) => set('quote')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.text.quote } }}
          />
          <ImageField label={M.photo} value={values.photoPath} onChange={set('photoPath')} previewWidth={96} />
        </>
      )}
      content={(t) => (
        <>
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
        </>
      )}
    />
  );
}
