import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { DashboardSection } from '../../../components/dashboard/DashboardSection';
import { FormFeedback, IDLE, type FormStatus } from '../../../components/dashboard/FormFeedback';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { useChange } from '../../../components/dashboard/useChange';
import { LIMITS } from '../../../gql/limits';
import { palette } from '../../../lib/theme';
import { useCreateMessageTemplate, useDeleteMessageTemplate, useMessageTemplates, useUpdateMessageTemplate } from './api';
import { TEMPLATE_MESSAGES } from './messages';
import { draftOf, TemplateForm, type Draft } from './TemplateForm';

const M = TEMPLATE_MESSAGES;
const MAX = LIMITS.count.messageTemplates;

/** `/dashboard/templates`: the company's message templates, which every member uses and edits. */
export function MessageTemplatesPage() {
  const query = useMessageTemplates();
  const create = useCreateMessageTemplate();
  const update = useUpdateMessageTemplate();
  const remove = useDeleteMessageTemplate();
  const [status, setStatus] = useState<FormStatus>(IDLE);
  const { pending, run } = useChange(setStatus);
  const [editing, setEditing] = useState<Draft | null>(null);

  const save = (draft: Draft) =>
    void run(async () => {
      const fields = { title: draft.title.trim(), body: draft.body.trim(), answer: draft.answer === 'NONE' ? null : draft.answer };
      if (draft.id) await update.mutateAsync({ input: { id: draft.id, ...fields } });
      else await create.mutateAsync({ input: fields });
      setEditing(null);
    }, M.page.saved);

  if (query.status === 'pending')
    return (
      <DashboardSection section="templates">
        <SectionLoading />
      </DashboardSection>
    );
  if (query.status === 'error')
    return (
      <DashboardSection section="templates">
        <SectionLoadError message={query.error.message} onRetry={() => void query.refetch()} />
      </DashboardSection>
    );
  const templates = query.data.messageTemplates;
  const full = templates.length >= MAX;
  return (
    <DashboardSection section="templates">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {M.page.placeholders}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {M.page.count(templates.length, MAX)}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={full || pending || editing !== null}
          onClick={() => setEditing(draftOf(null))}
        >
          {M.page.add}
        </Button>
      </Box>
      {full && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {M.page.full(MAX)}
        </Typography>
      )}
      <Box sx={{ mb: 2 }}>
        <FormFeedback status={status} />
      </Box>
      {editing && editing.id === null && <TemplateForm draft={editing} pending={pending} onSave={save} onCancel={() => setEditing(null)} />}
      <List disablePadding sx={{ display: 'grid', gap: 1.5, mt: 2 }}>
        {templates.map((template) =>
          editing?.id === template.id ? (
            <ListItem key={template.id} disablePadding sx={{ display: 'block' }}>
              <TemplateForm draft={editing} pending={pending} onSave={save} onCancel={() => setEditing(null)} />
            </ListItem>
          ) : (
            <ListItem
              key={template.id}
              sx={{
                border: `1px solid ${palette.line}`,
                borderRadius: 2,
                display: 'flex',
                flexWrap: 'wrap',
                gap: 2,
                alignItems: 'flex-start',
              }}
            >
              <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {template.title} {template.answer && <Chip size="small" label={M.answerChip[template.answer]} sx={{ ml: 1 }} />}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
                  {template.body}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  size="small"
                  color="secondary"
                  disabled={pending || editing !== null}
                  aria-label={M.page.editLabel(template.title)}
                  onClick={() => setEditing(draftOf(template))}
                >
                  {M.page.edit}
                </Button>
                <Button
                  size="small"
                  color="error"
                  disabled={pending || editing !== null}
                  aria-label={M.page.deleteLabel(template.title)}
                  onClick={() => void run(() => remove.mutateAsync({ input: { id: template.id } }), M.page.deleted)}
                >
                  {M.page.delete}
                </Button>
              </Box>
            </ListItem>
          ),
        )}
      </List>
    </DashboardSection>
  );
}
