import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { GraphqlRequestError } from '../../../lib/graphql';
import { useApplicationThread, useMarkApplicationMessagesRead, useSendApplicationMessage, useSendMessageWithFiles } from '../api/thread';
import { THREAD_MESSAGES as M } from '../messages';
import { ApplicationThread } from './ApplicationThread';
import { useMessageTemplates } from '../templates/api';

function messageOf(error: unknown): string | null {
  if (error instanceof GraphqlRequestError && error.status === 401) return null;
  return error instanceof Error ? error.message : String(error);
}

/** The thread of one application: loaded, marked read when the other side's messages wait, written in. */
export function ThreadSection({ applicationId, isCompany }: { applicationId: string; isCompany: boolean }) {
  const query = useApplicationThread(applicationId);
  const { mutateAsync: sendText, isPending: sendingText } = useSendApplicationMessage();
  const { mutateAsync: sendWithFiles, isPending: sendingFiles } = useSendMessageWithFiles();
  const isPending = sendingText || sendingFiles;
  const { mutate: markRead } = useMarkApplicationMessagesRead();
  const templates = useMessageTemplates(isCompany);
  const [error, setError] = useState<string | null>(null);
  const thread = query.data?.jobOfferApplication ?? null;
  const unread = thread?.unreadMessagesCount ?? 0;
  const marking = useRef(false);
  useEffect(() => {
    if (unread === 0 || marking.current) return;
    marking.current = true;
    markRead({ input: { application: applicationId } }, { onSettled: () => (marking.current = false) });
  }, [unread, applicationId, markRead]);

  if (query.status === 'pending') return <LinearProgress aria-label={M.loading} sx={{ mt: 4 }} />;
  if (query.status === 'error') {
    return (
      <Alert
        severity="error"
        sx={{ mt: 4 }}
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            {M.retry}
          </Button>
        }
      >
        {M.loadError}
      </Alert>
    );
  }
  if (!thread) return null;
  return (
    <ApplicationThread
      messages={thread.messages}
      isCompany={isCompany}
      withdrawn={thread.withdrawn}
      sending={isPending}
      error={error}
      templates={templates.data?.messageTemplates ?? []}
      onSend={async (body, template, files) => {
        setError(null);
        try {
          if (files.length > 0) await sendWithFiles({ application: applicationId, body, template, files });
          else await sendText({ input: { application: applicationId, body, template } });
          return true;
        } catch (caught) {
          setError(messageOf(caught));
          return false;
        }
      }}
    />
  );
}
