import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { ASKED_AHEAD_MS, graphqlMutation, graphqlQuery } from '../../../lib/query';
import { restJson } from '../../../lib/rest';
import type { SendApplicationMessageMutationVariables } from '../../../gql/graphql';

/** One message as the thread shows it. */
export const ApplicationMessageFieldsFragment = graphql(`
  fragment ApplicationMessageFields on ApplicationMessage {
    id
    fromCompany
    mine
    author
    body
    byMail
    sentAt
    readAt
    attachments {
      id
      name
      bytes
      path
    }
  }
`);

/** An application's thread (issue 53), for its candidate or a member of the offer's company. */
export const ApplicationThreadQuery = graphql(`
  query ApplicationThread($id: ID!) {
    jobOfferApplication(id: $id) {
      id
      withdrawn
      unreadMessagesCount
      messages {
        ...ApplicationMessageFields
      }
    }
  }
`);

export const SendApplicationMessageMutation = graphql(`
  mutation SendApplicationMessage($input: SendApplicationMessageInput!) {
    sendApplicationMessage(input: $input) {
      message {
        ...ApplicationMessageFields
      }
    }
  }
`);

export const MarkApplicationMessagesReadMutation = graphql(`
  mutation MarkApplicationMessagesRead($input: MarkApplicationMessagesReadInput!) {
    markApplicationMessagesRead(input: $input) {
      marked
    }
  }
`);

/** `enabled` false: not asked (a page asking ahead, issue 52, without the application's id). */
export const useApplicationThread = (id: string, enabled = true) =>
  useQuery({ ...graphqlQuery(ApplicationThreadQuery, { id }), staleTime: ASKED_AHEAD_MS, enabled });

/**
 * Sends a message, then reloads the thread; written from a template, everything shown is
 * reloaded (its answer changes the application's story and triage).
 */
export function useSendApplicationMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: graphqlMutation(SendApplicationMessageMutation),
    onSuccess: (_: unknown, variables: SendApplicationMessageMutationVariables) =>
      variables.input.template ? client.invalidateQueries() : client.invalidateQueries({ queryKey: ['ApplicationThread'] }),
  });
}

/** Marks the other side's messages read; the menu's « Non lus » follows. */
export function useMarkApplicationMessagesRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: graphqlMutation(MarkApplicationMessagesReadMutation),
    onSuccess: () => client.invalidateQueries({ queryKey: ['UnreadApplicationMessages'] }),
  });
}

/** The endpoint of a message with PDF attachments (docs/messages.md, "Attachments"). */
export const MESSAGE_WITH_FILES_PATH = '/api/upload/application-message';

export interface MessageWithFiles {
  application: string;
  body: string;
  template: string | null;
  files: readonly File[];
}

/** Sends a message with its PDF files (multipart), then reloads the thread. */
export function useSendMessageWithFiles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ application, body, template, files }: MessageWithFiles) => {
      const form: Record<string, string | Blob> = { application, body };
      if (template) form.template = template;
      // One field per file; the record's keys are unique, so the form is built by hand.
      return restJson<{ id: string }>(MESSAGE_WITH_FILES_PATH, { auth: true, form, files: files.map((f) => ['attachment', f] as const) });
    },
    onSuccess: (_: unknown, variables: MessageWithFiles) =>
      variables.template ? client.invalidateQueries() : client.invalidateQueries({ queryKey: ['ApplicationThread'] }),
  });
}
