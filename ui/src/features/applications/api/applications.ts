import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { cancellableGraphqlRequest } from '../../../lib/graphql';
import { graphqlMutation, graphqlQuery } from '../../../lib/query';

/** The offer an application answers, as both the application page and the candidate's list show it. */
export const ApplicationOfferFieldsFragment = graphql(`
  fragment ApplicationOfferFields on JobOffer {
    id
    _id
    slug
    title
    localizedCompany {
      id
      company {
        id
        name
      }
      address {
        locality {
          id
          name
          postalCode
        }
      }
    }
  }
`);

/** Everything the application page shows, to its candidate or to the offer's company. */
export const ApplicationDetailFieldsFragment = graphql(`
  fragment ApplicationDetailFields on JobOfferApplication {
    id
    _id
    uuid
    createdAt
    readAt
    coverLetterMessage
    questionsAnswerMessage
    phone
    cvPath
    coverLetterPath
    portfolio {
      pdfPath
      projects {
        title
        year
        role
        techniques
        place
        description
        images {
          altText
          caption
          width
          height
          src
          srcsetWebp
          srcsetJpeg
        }
      }
    }
    interviewStatus
    triagedByName
    answeredByName
    candidateName
    candidateEmail
    candidateTel
    linkedinUrl
    withdrawn
    steps {
      kind
      at
    }
    jobOffer {
      ...ApplicationOfferFields
    }
  }
`);

/** One application; null when it is not the caller's (or does not exist). */
export const ApplicationDetailQuery = graphql(`
  query ApplicationDetail($id: ID!) {
    jobOfferApplication(id: $id) {
      ...ApplicationDetailFields
    }
  }
`);

/** The company's side: mark it read when opened, set the interview status. */
export const UpdateApplicationDetailMutation = graphql(`
  mutation UpdateApplicationDetail($input: UpdateJobOfferApplicationInput!) {
    updateJobOfferApplication(input: $input) {
      id
      interviewStatus
      jobOfferApplication {
        id
        readAt
        interviewStatus
        triagedByName
      }
      clientMutationId
    }
  }
`);

/** `/dashboard/applications`: the candidate's sent applications, newest first. */
export const MyApplicationsQuery = graphql(`
  query MyApplications($after: String) {
    jobOfferApplications(first: 30, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...MyApplicationFields
        }
      }
    }
  }

  fragment MyApplicationFields on JobOfferApplication {
    id
    _id
    createdAt
    readAt
    steps {
      kind
      at
    }
    jobOffer {
      ...ApplicationOfferFields
    }
  }
`);

/** The candidate withdraws her application: its documents are erased at once. */
export const WithdrawApplicationMutation = graphql(`
  mutation WithdrawApplication($input: WithdrawJobOfferApplicationInput!) {
    withdrawJobOfferApplication(input: $input) {
      jobOfferApplication {
        ...ApplicationDetailFields
      }
    }
  }
`);

/** One application, for its candidate or the offer's company. */
export const useApplicationDetail = (id: string) => useQuery(graphqlQuery(ApplicationDetailQuery, { id }));

/** Marks an application read, or sets its interview status. */
export const useUpdateApplicationDetail = () => useMutation({ mutationFn: graphqlMutation(UpdateApplicationDetailMutation) });

/** The candidate withdraws her application. */
export const useWithdrawApplication = () => useMutation({ mutationFn: graphqlMutation(WithdrawApplicationMutation) });

/** The candidate's sent applications, 30 a page, newest first. */
export function useMyApplications() {
  return useInfiniteQuery({
    queryKey: ['MyApplications'],
    queryFn: ({ pageParam, signal }) =>
      cancellableGraphqlRequest(MyApplicationsQuery, pageParam === null ? {} : { after: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: ({ jobOfferApplications: { pageInfo } }) => (pageInfo.hasNextPage ? (pageInfo.endCursor ?? null) : null),
  });
}
