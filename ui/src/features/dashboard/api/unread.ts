import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQuery } from '../../../lib/query';

/** « Non lus » of the menu: the other side's messages not read yet (issue 53). */
export const UnreadApplicationMessagesQuery = graphql(`
  query UnreadApplicationMessages {
    unreadApplicationMessagesCount
  }
`);

export const useUnreadApplicationMessages = (enabled: boolean) =>
  useQuery({ ...graphqlQuery(UnreadApplicationMessagesQuery, {}), enabled, refetchInterval: 60_000 });
