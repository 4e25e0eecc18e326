import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { MessageTemplateFieldsFragment } from '../../../gql/graphql';
import { TEMPLATE_MESSAGES } from './messages';

const M = TEMPLATE_MESSAGES.picker;

export type MessageTemplate = MessageTemplateFieldsFragment;

interface TemplatePickerProps {
  templates: readonly MessageTemplate[];
  /** The template picked, or null. */
  value: MessageTemplate | null;
  onPick: (template: MessageTemplate | null) => void;
  disabled?: boolean;
}

/**
 * « Modèle »: one of the company's templates fills the message (its placeholders as written:
 * the server fills them at sending, for each candidate). Says when the template also records
 * an answer.
 */
export function TemplatePicker({ templates, value, onPick, disabled }: TemplatePickerProps) {
  if (templates.length === 0) return null;
  return (
    <TextField
      select
      label={M.label}
      value={value?.id ?? ''}
      onChange={(event) => onPick(templates.find((t) => t.id === event.target.value) ?? null)}
      disabled={disabled}
      size="small"
      fullWidth
      helperText={value?.answer ? M.records[value.answer] : M.help}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>{M.none}</em>
      </MenuItem>
      {templates.map((template) => (
        <MenuItem key={template.id} value={template.id}>
          {template.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
