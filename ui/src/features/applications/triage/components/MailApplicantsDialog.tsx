import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TRIAGE_MESSAGES } from '../messages';
import { LIMITS } from '../../../../gql/limits';
import { TemplatePicker, type MessageTemplate } from '../../templates/TemplatePicker';

const M = TRIAGE_MESSAGES.mail;

/** The server's limits (more recipients, a longer subject or message are refused). */
export const MAX_RECIPIENTS = LIMITS.count.mailRecipients;
const MAX_SUBJECT = LIMITS.text.mailSubject;
const MAX_MESSAGE = LIMITS.text.message;

export interface MailValues {
  subject: string;
  message: string;
  /** The answer a picked template records, when the dialog was opened as a free message. */
  answer?: AnswerKind;
}

/** An answer the recruiter sends (invitation or refusal), or a free message when absent. */
export type AnswerKind = 'INVITED' | 'REFUSED';

interface MailApplicantsDialogProps {
  open: boolean;
  /** With an answer, the dialog offers its courteous text, which the recruiter edits. */
  answer?: AnswerKind;
  /** How many applications are selected. */
  count: number;
  pending: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  /** The company's templates: « Modèle » fills the message (and the subject when empty). */
  templates?: readonly MessageTemplate[];
  onCancel: () => void;
  /** Sends; resolves true once mailed (the fields are then emptied for the next message). */
  onSend: (values: MailValues) => Promise<boolean>;
}

const blank = (answer: AnswerKind | undefined): MailValues =>
  answer
    ? { subject: TRIAGE_MESSAGES.answers[answer].subject, message: TRIAGE_MESSAGES.answers[answer].message }
    : { subject: '', message: '' };

/**
 * Subject and message (both required) for the selected candidates; for an answer, prefilled
 * with its template (key the dialog by the answer so each opens on its own text). Focus
 * returns to the opening button.
 */
export function MailApplicantsDialog({ open, answer, count, pending, error, templates = [], onCancel, onSend }: MailApplicantsDialogProps) {
  const [values, setValues] = useState<MailValues>(() => blank(answer));
  const [template, setTemplate] = useState<MessageTemplate | null>(null);
  const texts = answer ? TRIAGE_MESSAGES.answers[answer] : M;
  // Keeps the count while the dialog fades out (the selection is emptied once mailed).
  const shown = useRef(count);
  if (open) shown.current = count;
  const tooMany = count > MAX_RECIPIENTS;
  const incomplete = values.subject.trim() === '' || values.message.trim() === '';
  const disabled = pending || incomplete || tooMany || count === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    // A template's answer is recorded only when the dialog is not already an answer.
    const recorded = answer ?? template?.answer ?? undefined;
    const sent = { subject: values.subject.trim(), message: values.message.trim(), ...(recorded ? { answer: recorded } : {}) };
    if (await onSend(sent)) {
      setValues(blank(answer));
      setTemplate(null);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby="ecrire-titre"
      aria-describedby="ecrire-texte"
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: (event: FormEvent) => void submit(event) } as object }}
    >
      <DialogTitle id="ecrire-titre" component="h2" sx={{ fontFamily: 'inherit' }}>
        {texts.title}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
        <DialogContentText id="ecrire-texte">{texts.intro(shown.current)}</DialogContentText>
        {tooMany && <Alert severity="warning">{M.tooMany}</Alert>}
        <TemplatePicker
          templates={templates}
          value={template}
          disabled={pending}
          onPick={(picked) => {
            setTemplate(picked);
            if (picked)
              setValues((current) => ({ subject: current.subject.trim() === '' ? picked.title : current.subject, message: picked.body }));
          }}
        />
        <TextField
          label={M.subject}
          name="subject"
          value={values.subject}
          onChange={(event) => setValues((current) => ({ ...current, subject: event.target.value }))}
          required
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { maxLength: MAX_SUBJECT } }}
        />
        <TextField
          label={M.message}
          name="message"
          value={values.message}
          onChange={(event) => setValues((current) => ({ ...current, message: event.target.value }))}
          required
          multiline
          minRows={6}
          fullWidth
          slotProps={{ htmlInput: { maxLength: MAX_MESSAGE } }}
        />
        {error && (
          <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        {incomplete && (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
            {M.required}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
          <Button onClick={onCancel} color="secondary" disabled={pending}>
            {M.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={disabled}>
            {pending ? M.sending : M.send}
          </Button>
        </Box>
      </DialogActions>
    </Dialog>
  );
}
