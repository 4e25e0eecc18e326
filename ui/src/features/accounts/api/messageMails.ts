import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlMutation, graphqlQuery } from '../../../lib/query';

/** How a member hears of the candidates' messages (issue 53): `each` or `daily`. */
export const MyMessageMailsQuery = graphql(`
  query MyMessageMails {
    myMessageMails
  }
`);

export const SetMessageMailsMutation = graphql(`
  mutation SetMessageMails($input: SetMessageMailsInput!) {
    setMessageMails(input: $input) {
      choice
    }
  }
`);

export const useMyMessageMails = (enabled: boolean) => useQuery({ ...graphqlQuery(MyMessageMailsQuery, {}), enabled });

export function useSetMessageMails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: graphqlMutation(SetMessageMailsMutation),
    onSuccess: () => client.invalidateQueries({ queryKey: ['MyMessageMails'] }),
  });
}
