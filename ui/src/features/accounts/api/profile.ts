import { useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlMutation, graphqlQuery } from '../../../lib/query';

/** `/dashboard/details`: the user, and for candidates their profile (phone). */
export const MyDetailsQuery = graphql(`
  query MyDetails($candidateId: ID!, $isCandidate: Boolean!) {
    me {
      id
      email
      firstname
      lastname
      confirmationToken
    }
    candidate(id: $candidateId) @include(if: $isCandidate) {
      id
      mobilePhone
    }
  }
`);

/** `/dashboard/career`: the candidate's CV and professional profile. */
export const MyCandidateQuery = graphql(`
  query MyCandidate($id: ID!) {
    candidate(id: $id) {
      id
      mobilePhone
      cvName
      socialLinkedinURL
      createdAt
      updatedAt
      user {
        id
        firstname
        lastname
      }
    }
  }
`);

export const UpdateMyUserMutation = graphql(`
  mutation UpdateMyUser($input: UpdateMyUserInput!) {
    updateMyUser(input: $input) {
      user {
        id
        firstname
        lastname
      }
      clientMutationId
    }
  }
`);

export const UpdateMyCandidateMutation = graphql(`
  mutation UpdateMyCandidate($input: UpdateMyCandidateInput!) {
    updateMyCandidate(input: $input) {
      candidate {
        id
        mobilePhone
        cvName
        socialLinkedinURL
        user {
          id
          firstname
          lastname
        }
      }
      clientMutationId
    }
  }
`);

/** `/dashboard/details`: the user's names, and the candidate's phone. */
export const useMyDetails = (candidateId: string, isCandidate: boolean) =>
  useQuery(graphqlQuery(MyDetailsQuery, { candidateId, isCandidate }));

/** `/dashboard/career`: the candidate's CV and profile URL. */
export const useMyCandidate = (id: string) => useQuery(graphqlQuery(MyCandidateQuery, { id }));

export const useUpdateMyUser = () => useMutation({ mutationFn: graphqlMutation(UpdateMyUserMutation) });

export const useUpdateMyCandidate = () => useMutation({ mutationFn: graphqlMutation(UpdateMyCandidateMutation) });
