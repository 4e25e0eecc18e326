import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminMoveDirection } from '../../../gql/graphql';
import { palette } from '../../../lib/theme';
import { useShowcaseAction, type ShowcaseForm } from '../api/showcase';
import { CONTENT_MESSAGES } from '../contentMessages';
import { Notice, ShowcaseRow } from './ShowcaseRow';

const M = CONTENT_MESSAGES.showcase;

/** The form of a new or edited item: its fields, then save and cancel. */
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
export function ShowcaseSection<T extends { id: number }, V extends Record<string, string>>({
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
          <ShowcaseRow
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
          </ShowcaseRow>
        ))}
      </Box>
    </Box>
  );
}
