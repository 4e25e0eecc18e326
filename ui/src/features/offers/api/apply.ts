import { useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlMutation, graphqlQuery } from '../../../lib/query';

/**
 * For a candidate on an offer page: their application to it, if sent (0 or 1), and the phone
 * and CV of their profile, which prefill the form (one-step apply).
 */
export const OfferApplicationStateQuery = graphql(`
  query OfferApplicationState($jobOfferId: ID!, $candidateId: ID!) {
    jobOfferApplications(jobOfferId: $jobOfferId, first: 1) {
      edges {
        node {
          id
          _id
          createdAt
        }
      }
    }
    candidate(id: $candidateId) {
      id
      mobilePhone
      cvName
    }
  }
`);

/** First of the two calls: the phone and messages (the documents follow by upload). */
export const CreateJobOfferApplicationMutation = graphql(`
  mutation CreateJobOfferApplication($input: CreateJobOfferApplicationInput!) {
    createJobOfferApplication(input: $input) {
      jobOfferApplication {
        id
        _id
      }
      clientMutationId
    }
  }
`);

/** Whether the candidate already applied to the offer, and her profile's phone and CV. */
export const offerApplicationStateQuery = (jobOfferId: string, candidateId: string) =>
  graphqlQuery(OfferApplicationStateQuery, { jobOfferId, candidateId });

export const useCreateJobOfferApplication = () => useMutation({ mutationFn: graphqlMutation(CreateJobOfferApplicationMutation) });

/**
 * What the application form shows of « Mon book » (docs/book.md): the projects she may tick,
 * their first image as a thumbnail, her PDF, and her last choice (ticked by default).
 */
export const BookToSendQuery = graphql(`
  query BookToSend {
    myBook {
      pdfPath
      lastSentProjects
      lastSentPdf
      projects {
        id
        title
        year
        images {
          src
          srcsetJpeg
        }
      }
    }
  }
`);

export const useBookToSend = (enabled: boolean) => useQuery({ ...graphqlQuery(BookToSendQuery, {}), enabled });
