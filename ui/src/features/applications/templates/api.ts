import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { ASKED_AHEAD_MS, graphqlQuery, useGraphqlMutation } from '../../../lib/query';

/** A company's message templates (issue 53, item 3; docs/messages.md, "Templates"). */
export const MessageTemplateFieldsFragment = graphql(`
  fragment MessageTemplateFields on MessageTemplate {
    id
    title
    body
    answer
  }
`);

export const MessageTemplatesQuery = graphql(`
  query MessageTemplates {
    messageTemplates {
      ...MessageTemplateFields
    }
  }
`);

export const CreateMessageTemplateMutation = graphql(`
  mutation CreateMessageTemplate($input: CreateMessageTemplateInput!) {
    createMessageTemplate(input: $input) {
      messageTemplate {
        ...MessageTemplateFields
      }
    }
  }
`);

export const UpdateMessageTemplateMutation = graphql(`
  mutation UpdateMessageTemplate($input: UpdateMessageTemplateInput!) {
    updateMessageTemplate(input: $input) {
      messageTemplate {
        ...MessageTemplateFields
      }
    }
  }
`);

export const DeleteMessageTemplateMutation = graphql(`
  mutation DeleteMessageTemplate($input: DeleteMessageTemplateInput!) {
    deleteMessageTemplate(input: $input) {
      id
    }
  }
`);

/** The company's templates; `enabled` false until something shows them (a dialog opening). */
export const useMessageTemplates = (enabled = true) =>
  useQuery({ ...graphqlQuery(MessageTemplatesQuery, {}), staleTime: ASKED_AHEAD_MS, enabled });

export const useCreateMessageTemplate = () => useGraphqlMutation(CreateMessageTemplateMutation, 'MessageTemplates');
export const useUpdateMessageTemplate = () => useGraphqlMutation(UpdateMessageTemplateMutation, 'MessageTemplates');
export const useDeleteMessageTemplate = () => useGraphqlMutation(DeleteMessageTemplateMutation, 'MessageTemplates');
