import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { LIMITS } from '../../../gql/limits';
import { BOOK_MESSAGES as M } from '../bookMessages';
import type { Project } from './bookTypes';

export interface ProjectDraft {
  title: string;
  year: string;
  role: string;
  techniques: string;
  place: string;
  description: string;
}

export const EMPTY: ProjectDraft = { title: '', year: '', role: '', techniques: '', place: '', description: '' };

export function draftOf(project: Project): ProjectDraft {
  return {
    title: project.title,
    year: project.year?.toString() ?? '',
    role: project.role,
    techniques: project.techniques,
    place: project.place,
    description: project.description,
  };
}

export function inputOf(draft: ProjectDraft) {
  const year = Number.parseInt(draft.year, 10);
  return {
    title: draft.title,
    year: Number.isFinite(year) ? year : null,
    role: draft.role,
    techniques: draft.techniques,
    place: draft.place,
    description: draft.description,
  };
}
export function ProjectForm({
  initial,
  legend,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initial: ProjectDraft;
  legend: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (draft: ProjectDraft) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const set = (field: keyof ProjectDraft) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setDraft({ ...draft, [field]: event.target.value });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (await onSubmit(draft)) setDraft(initial);
  };
  return (
    <Box component="form" noValidate aria-label={legend} onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={M.projectTitle}
        required
        value={draft.title}
        onChange={set('title')}
        slotProps={{ htmlInput: { maxLength: LIMITS.text.bookTitle } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '8rem 1fr' } }}>
        <TextField label={M.year} inputMode="numeric" value={draft.year} onChange={set('year')} />
        <TextField
          label={M.role}
          placeholder={M.rolePlaceholder}
          value={draft.role}
          onChange={set('role')}
          slotProps={{ htmlInput: { maxLength: LIMITS.text.bookRole } }}
        />
      </Box>
      <TextField
        label={M.techniques}
        value={draft.techniques}
        onChange={set('techniques')}
        slotProps={{ htmlInput: { maxLength: LIMITS.text.bookTechniques } }}
      />
      <TextField
        label={M.place}
        value={draft.place}
        onChange={set('place')}
        slotProps={{ htmlInput: { maxLength: LIMITS.text.bookPlace } }}
      />
      <TextField
        label={M.description}
        multiline
        minRows={2}
        value={draft.description}
        onChange={set('description')}
        slotProps={{ htmlInput: { maxLength: LIMITS.text.bookDescription } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" onClick={onCancel}>
            {M.cancel}
          </Button>
        )}
      </Box>
    </Box>
  );
}
