/** /admin/messages: the contact inbox; mark handled, reply by mail. */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { failureOf } from '../../../lib/failure';
import { palette } from '../../../lib/theme';
import { useContactMessages, useMarkContactMessageHandled, useRefreshInbox, useReplyToContactMessage } from '../api/inbox';
import { AdminPage } from '../components/AdminPage';
import { ReplyForm } from '../components/ReplyForm';
import { formatDateTime } from '../format';
import { ADMIN_MESSAGES } from '../messages';
import { LoadMoreButton } from '../components/LoadMoreButton';

const M = ADMIN_MESSAGES.inbox;
const PAGE = 20;
type Filter = 'all' | 'unhandled' | 'handled';
const HANDLED: Record<Filter, boolean | null> = { all: null, unhandled: false, handled: true };

export function InboxPage() {
  const [filter, setFilter] = useState<Filter>('all');
  const [replying, setReplying] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const inbox = useContactMessages(PAGE, HANDLED[filter]);
  const refresh = useRefreshInbox();
  const mark = useMarkContactMessageHandled();
  const reply = useReplyToContactMessage();
  const send = async (id: number, body: string, requestKey: string) => {
    try {
      await reply.mutateAsync({ id, body, requestKey });
    } catch (error) {
      throw new Error(failureOf(error).message);
    }
    setReplying(null);
    setDone(M.sent);
    await refresh();
  };
  const messages =
    inbox.data?.pages.flatMap((page) => page.admin.contactMessages.edges?.flatMap((edge) => (edge?.node ? [edge.node] : [])) ?? []) ?? [];
  const total = inbox.data?.pages[0]?.admin.contactMessages.totalCount ?? 0;
  return (
    <AdminPage title={M.title} intro={M.intro}>
      <TextField
        select
        size="small"
        label={M.filter}
        value={filter}
        onChange={(event) => setFilter(event.target.value as Filter)}
        slotProps={{ select: { native: true } }}
        sx={{ mb: 3, minWidth: 200 }}
      >
        <option value="all">{M.all}</option>
        <option value="unhandled">{M.unhandled}</option>
        <option value="handled">{M.handled}</option>
      </TextField>
      {done && (
        <Alert severity="success" role="status" onClose={() => setDone(null)} sx={{ mb: 2 }}>
          {done}
        </Alert>
      )}
      {mark.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failureOf(mark.error).message}
        </Alert>
      )}
      {inbox.status === 'pending' && <SectionLoading />}
      {inbox.status === 'error' && <SectionLoadError message={failureOf(inbox.error).message} onRetry={() => void inbox.refetch()} />}
      {inbox.status === 'success' && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
            {M.count(total)}
          </Typography>
          {messages.length === 0 ? (
            <Typography>{M.empty}</Typography>
          ) : (
            <Box component="ul" aria-label={M.title} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {messages.map((message) => (
                <Box
                  component="li"
                  key={message.id}
                  aria-label={`${message.subjectLabel} – ${message.email}`}
                  sx={{
                    listStyle: 'none',
                    p: 2,
                    bgcolor: palette.surface,
                    border: `1px solid ${palette.line}`,
                    borderRadius: 2,
                    minWidth: 0,
                  }}
                >
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                    <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1.05rem', mr: 'auto' }}>
                      {message.subjectLabel}
                    </Typography>
                    {/* Distinct keys: one chip replacing the other must not fade between their colours. */}
                    {message.handledAt ? (
                      <Chip
                        key="handled"
                        size="small"
                        color="success"
                        variant="outlined"
                        label={`${M.handledOn} ${formatDateTime(String(message.handledAt))}`}
                      />
                    ) : (
                      <Chip key="to-handle" size="small" color="warning" label={M.toHandle} />
                    )}
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                    {M.from} {message.email} · <time dateTime={String(message.createdAt)}>{formatDateTime(String(message.createdAt))}</time>
                  </Typography>
                  <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Typography>
                  {message.replies.length > 0 && (
                    <Box component="section" aria-label={M.replies} sx={{ mt: 1.5, display: 'grid', gap: 1 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {M.replies}
                      </Typography>
                      {message.replies.map((reply) => (
                        <Box key={reply.id} sx={{ p: 1.5, bgcolor: palette.sand, borderRadius: 1, minWidth: 0 }}>
                          <Typography variant="body2" color="text.secondary">
                            {M.repliedBy(reply.authorEmail, formatDateTime(String(reply.createdAt)))}
                          </Typography>
                          <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{reply.body}</Typography>
                        </Box>
                      ))}
                    </Box>
                  )}
                  {replying === message.id ? (
                    <ReplyForm
                      email={message.email}
                      onSend={(body, requestKey) => send(message.id, body, requestKey)}
                      onCancel={() => setReplying(null)}
                    />
                  ) : (
                    <Box sx={{ mt: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                      <Button
                        variant="contained"
                        onClick={() => {
                          setDone(null);
                          setReplying(message.id);
                        }}
                      >
                        {M.reply}
                      </Button>
                      {!message.handledAt && (
                        <Button variant="outlined" color="secondary" disabled={mark.isPending} onClick={() => mark.mutate(message.id)}>
                          {M.markHandled}
                        </Button>
                      )}
                    </Box>
                  )}
                </Box>
              ))}
            </Box>
          )}
          <LoadMoreButton list={inbox} />
        </>
      )}
    </AdminPage>
  );
}
