import { graphql } from '../../../gql';

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
