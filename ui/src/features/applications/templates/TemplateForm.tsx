import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Answer } from '../../../gql/graphql';
import { LIMITS } from '../../../gql/limits';
import { palette } from '../../../lib/theme';
import { TEMPLATE_MESSAGES as M } from './messages';
import type { MessageTemplate } from './TemplatePicker';

export interface Draft {
  /** The template edited, or null for a new one. */
  id: string | null;
  title: string;
  body: string;
  answer: Answer | 'NONE';
}

export const draftOf = (template: MessageTemplate | null): Draft =>
  template
    ? { id: template.id, title: template.title, body: template.body, answer: template.answer ?? 'NONE' }
    : { id: null, title: '', body: '', answer: 'NONE' };

/** A template's title, text and answer, for a new one or one edited. */
export function TemplateForm({
  draft,
  pending,
  onSave,
  onCancel,
}: {
  draft: Draft;
  pending: boolean;
  onSave: (draft: Draft) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(draft);
  const incomplete = values.title.trim() === '' || values.body.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!incomplete && !pending) onSave(values);
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={draft.id ? M.form.editTitle : M.form.createTitle}
      sx={{ display: 'grid', gap: 2, p: 2, border: `1px solid ${palette.line}`, borderRadius: 2, bgcolor: palette.surface }}
    >
      <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
        {draft.id ? M.form.editTitle : M.form.createTitle}
      </Typography>
      <TextField
        label={M.form.title}
        value={values.title}
        onChange={(event) => setValues((v) => ({ ...v, title: event.target.value }))}
        required
        slotProps={{ htmlInput: { maxLength: LIMITS.text.templateTitle } }}
      />
      <TextField
        label={M.form.body}
        value={values.body}
        onChange={(event) => setValues((v) => ({ ...v, body: event.target.value }))}
        required
        multiline
        minRows={6}
        slotProps={{ htmlInput: { maxLength: LIMITS.text.templateBody } }}
      />
      <TextField
        select
        label={M.form.answer}
        value={values.answer}
        onChange={(event) => setValues((v) => ({ ...v, answer: event.target.value as Draft['answer'] }))}
        helperText={M.form.answerHelp}
      >
        {(['NONE', 'INVITED', 'REFUSED'] as const).map((answer) => (
          <MenuItem key={answer} value={answer}>
            {M.form.answers[answer]}
          </MenuItem>
        ))}
      </TextField>
      {incomplete && (
        <Typography variant="body2" color="text.secondary">
          {M.form.required}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button color="secondary" onClick={onCancel} disabled={pending}>
          {M.form.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={pending || incomplete}>
          {pending ? M.form.saving : M.form.save}
        </Button>
      </Box>
    </Box>
  );
}
