import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ApplicationMessageFieldsFragment } from '../../../gql/graphql';
import { LIMITS } from '../../../gql/limits';
import { frenchDateTime } from '../../../lib/dates';
import { fileSize } from '../../../lib/numbers';
import { downloadWithToken } from '../../../lib/rest';
import { palette } from '../../../lib/theme';
import { THREAD_MESSAGES as M } from '../messages';
import { TemplatePicker, type MessageTemplate } from '../templates/TemplatePicker';

export type ThreadMessage = ApplicationMessageFieldsFragment;

const MAX_CHARS = LIMITS.text.threadMessage;
const MAX_FILES = LIMITS.count.messageAttachments;

/** The files of a message, each downloaded with the viewer's token. */
function AttachmentList({ attachments }: { attachments: ThreadMessage['attachments'] }) {
  if (attachments.length === 0) return null;
  return (
    <Box component="ul" aria-label={M.attachments} sx={{ p: 0, m: 0, mt: 1, display: 'grid', gap: 0.5, listStyle: 'none' }}>
      {attachments.map((file) => (
        <li key={file.id}>
          <Button
            size="small"
            variant="text"
            aria-label={M.download(file.name)}
            onClick={() => void downloadWithToken(file.path, file.name)}
            sx={{ textTransform: 'none', textAlign: 'left', overflowWrap: 'anywhere', p: 0.5 }}
          >
            📄 {file.name} ({fileSize(Number(file.bytes))})
          </Button>
        </li>
      ))}
    </Box>
  );
}

/** Before the company's first message the candidate may send one (the server's rule too). */
export function candidateMayWrite(messages: readonly ThreadMessage[]): boolean {
  return messages.some((m) => m.fromCompany) || !messages.some((m) => m.mine);
}

function MessageItem({ message }: { message: ThreadMessage }) {
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: message.mine ? 'flex-end' : 'flex-start', listStyle: 'none' }}>
      <Paper
        variant="outlined"
        data-testid="thread-message"
        sx={{ p: 2, maxWidth: { xs: '100%', sm: '80%' }, bgcolor: message.mine ? palette.sand : palette.surface }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {/* A team reads who of it wrote; the candidate reads « Vous » on her own. */}
          {message.mine && !message.fromCompany ? M.you : message.author}{' '}
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            {M.sentOn(frenchDateTime(String(message.sentAt)))}
            {message.byMail && ` · ${M.byMail}`}
          </Box>
        </Typography>
        <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 1 }}>
          {message.body}
        </Typography>
        <AttachmentList attachments={message.attachments} />
        {message.mine && message.readAt != null && (
          <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }} data-testid="message-read">
            {M.read(frenchDateTime(String(message.readAt)))}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}

export interface ThreadProps {
  messages: readonly ThreadMessage[];
  isCompany: boolean;
  withdrawn: boolean;
  sending: boolean;
  error: string | null;
  /** The company's templates (its side only): « Modèle » fills the field. */
  templates?: readonly MessageTemplate[];
  /**
   * Resolves true when the message was sent (the field is then emptied); `template`: the one
   * the text was written from, whose answer the server records too; `files`: its PDFs.
   */
  onSend: (body: string, template: string | null, files: readonly File[]) => Promise<boolean>;
}

/** The messages, oldest first, and the field to write the next one. */
export function ApplicationThread({ messages, isCompany, withdrawn, sending, error, templates = [], onSend }: ThreadProps) {
  const [body, setBody] = useState('');
  const picker = useRef<HTMLInputElement>(null);
  const [template, setTemplate] = useState<MessageTemplate | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);
  const mayWrite = !withdrawn && (isCompany || candidateMayWrite(messages));
  const submit = async () => {
    if (!body.trim() || sending) return;
    if (await onSend(body, template?.id ?? null, files)) {
      setBody('');
      setTemplate(null);
      setFiles([]);
    }
  };
  return (
    <Box component="section" id="conversation" aria-labelledby="conversation-title" sx={{ mt: 4 }}>
      <Typography variant="h2" id="conversation-title" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {M.title}
      </Typography>
      {messages.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{withdrawn ? M.closed : M.empty(isCompany)}</Typography>
      ) : (
        <Box component="ol" aria-label={M.title} sx={{ p: 0, m: 0, mb: 2, display: 'grid', gap: 1.5 }}>
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </Box>
      )}
      <div ref={end} />
      {withdrawn && messages.length > 0 && <Alert severity="info">{M.closed}</Alert>}
      {!withdrawn && !mayWrite && <Alert severity="info">{M.waitingForAnswer}</Alert>}
      {mayWrite && (
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ display: 'grid', gap: 1 }}
        >
          {!isCompany && !messages.some((m) => m.fromCompany) && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {M.firstMessageHint}
            </Typography>
          )}
          {isCompany && (
            <TemplatePicker
              templates={templates}
              value={template}
              disabled={sending}
              onPick={(picked) => {
                setTemplate(picked);
                if (picked) setBody(picked.body);
              }}
            />
          )}
          <TextField
            label={M.label}
            placeholder={M.placeholder(isCompany)}
            multiline
            minRows={3}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MAX_CHARS } }}
            helperText={M.counter(body.length, MAX_CHARS)}
          />
          <Box>
            <Button variant="outlined" size="small" disabled={sending || files.length >= MAX_FILES} onClick={() => picker.current?.click()}>
              {M.attach}
            </Button>
            <input
              ref={picker}
              hidden
              type="file"
              accept="application/pdf,.pdf"
              multiple
              data-testid="thread-attach"
              onChange={(event) => {
                const picked = Array.from(event.target.files ?? []);
                event.target.value = '';
                const all = [...files, ...picked];
                setFileError(all.length > MAX_FILES ? M.tooManyFiles(MAX_FILES) : null);
                setFiles(all.slice(0, MAX_FILES));
              }}
            />
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {M.attachHint(MAX_FILES)}
            </Typography>
            {files.length > 0 && (
              <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
                {files.map((file, index) => (
                  <li key={`${file.name}-${index}`}>
                    <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                      {file.name} ({fileSize(file.size)})
                    </Typography>{' '}
                    <Button size="small" aria-label={M.removeFile(file.name)} onClick={() => setFiles(files.filter((_, i) => i !== index))}>
                      ✕
                    </Button>
                  </li>
                ))}
              </Box>
            )}
          </Box>
          {fileError && <Alert severity="warning">{fileError}</Alert>}
          {error && <Alert severity="error">{error}</Alert>}
          <Box>
            <Button type="submit" variant="contained" disabled={sending || !body.trim()}>
              {sending ? M.sending : M.send}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
