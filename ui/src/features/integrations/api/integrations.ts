import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQuery, useGraphqlMutation } from '../../../lib/query';

/** `/dashboard/integrations`: the owner's webhook, its deliveries and the API token. */
export const MyIntegrationsQuery = graphql(`
  query MyIntegrations {
    myIntegrations {
      webhook {
        url
        secret
        updatedAt
      }
      deliveries {
        id
        event
        applicationId
        candidateName
        offerTitle
        status
        attempts
        createdAt
        lastAttemptAt
        nextAttemptAt
        lastStatus
        lastError
        deliveredAt
      }
      apiToken {
        prefix
        createdAt
        createdBy
        lastUsedAt
      }
    }
  }
`);

export const SetWebhookMutation = graphql(`
  mutation SetWebhook($url: String!) {
    setWebhook(url: $url) {
      url
    }
  }
`);

export const ReplaceWebhookSecretMutation = graphql(`
  mutation ReplaceWebhookSecret {
    replaceWebhookSecret {
      url
    }
  }
`);

export const RemoveWebhookMutation = graphql(`
  mutation RemoveWebhook {
    removeWebhook
  }
`);

export const SendTestWebhookMutation = graphql(`
  mutation SendTestWebhook {
    sendTestWebhook
  }
`);

export const SendWebhookAgainMutation = graphql(`
  mutation SendWebhookAgain($id: Int!) {
    sendWebhookAgain(id: $id)
  }
`);

export const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken {
    createApiToken
  }
`);

export const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken {
    revokeApiToken
  }
`);

/** `/dashboard/integrations`: the webhook, its deliveries and the API token. */
export const useMyIntegrations = () => useQuery(graphqlQuery(MyIntegrationsQuery, {}));

// Each change reloads the page's integrations.
export const useSetWebhook = () => useGraphqlMutation(SetWebhookMutation, 'MyIntegrations');
export const useReplaceWebhookSecret = () => useGraphqlMutation(ReplaceWebhookSecretMutation, 'MyIntegrations');
export const useRemoveWebhook = () => useGraphqlMutation(RemoveWebhookMutation, 'MyIntegrations');
export const useSendTestWebhook = () => useGraphqlMutation(SendTestWebhookMutation, 'MyIntegrations');
export const useSendWebhookAgain = () => useGraphqlMutation(SendWebhookAgainMutation, 'MyIntegrations');
export const useCreateApiToken = () => useGraphqlMutation(CreateApiTokenMutation, 'MyIntegrations');
export const useRevokeApiToken = () => useGraphqlMutation(RevokeApiTokenMutation, 'MyIntegrations');
