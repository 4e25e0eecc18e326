import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../../gql';
import { graphqlMutation, graphqlQuery } from '../../../../lib/query';

/** What a row of the triage table shows. */
export const TriageApplicationFieldsFragment = graphql(`
  fragment TriageApplicationFields on JobOfferApplication {
    id
    _id
    createdAt
    readAt
    interviewStatus
    candidateName
    cvPath
    coverLetterPath
    withdrawn
    unreadMessagesCount
    steps {
      kind
      at
    }
  }
`);

/** The offer (title, counts) and the first page of its applications, newest first. */
export const TriageApplicationsQuery = graphql(`
  query TriageApplications($jobOfferId: ID!, $first: Int, $interviewStatus: String) {
    jobOffer(id: $jobOfferId) {
      id
      _id
      slug
      title
      applicationsCount
      unreadApplicationsCount(interviewStatus: $interviewStatus)
    }
    jobOfferApplications(jobOfferId: $jobOfferId, first: $first, interviewStatus: $interviewStatus) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...TriageApplicationFields
        }
      }
    }
  }
`);

/** The next page ("Afficher plus"). */
export const TriageMoreApplicationsQuery = graphql(`
  query TriageMoreApplications($jobOfferId: ID!, $first: Int, $after: String, $interviewStatus: String) {
    jobOfferApplications(jobOfferId: $jobOfferId, first: $first, after: $after, interviewStatus: $interviewStatus) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...TriageApplicationFields
        }
      }
    }
  }
`);

/** The recruiter's interview note: yes, maybe or no. */
export const TriageInterviewStatusMutation = graphql(`
  mutation TriageInterviewStatus($input: UpdateJobOfferApplicationInput!) {
    updateJobOfferApplication(input: $input) {
      id
      interviewStatus
    }
  }
`);

/** Notes the selected applications (at most 100) yes, maybe or no at once. */
export const TriageNoteApplicationsMutation = graphql(`
  mutation TriageNoteApplications($input: NoteJobOfferApplicationsInput!) {
    noteJobOfferApplications(input: $input) {
      ids
      interviewStatus
    }
  }
`);

/** Mails the selected candidates (at most 100); answers how many were mailed. */
export const TriageMailApplicantsMutation = graphql(`
  mutation TriageMailApplicants($input: MailJobOfferApplicantsInput!) {
    mailJobOfferApplicants(input: $input) {
      sent
    }
  }
`);

/** Answers the selected applications (invitation or refusal, edited text); answers how many were mailed. */
export const TriageAnswerApplicationsMutation = graphql(`
  mutation TriageAnswerApplications($input: AnswerJobOfferApplicationsInput!) {
    answerJobOfferApplications(input: $input) {
      sent
    }
  }
`);

// The triage list (`useTriageApplications`) keeps its pages itself: each change updates it.
export const useTriageInterviewStatus = () => useMutation({ mutationFn: graphqlMutation(TriageInterviewStatusMutation) });
export const useTriageNoteApplications = () => useMutation({ mutationFn: graphqlMutation(TriageNoteApplicationsMutation) });
export const useTriageMailApplicants = () => useMutation({ mutationFn: graphqlMutation(TriageMailApplicantsMutation) });
export const useTriageAnswerApplications = () => useMutation({ mutationFn: graphqlMutation(TriageAnswerApplicationsMutation) });

/** Applications a page (« Afficher plus » asks the next one). */
export const PAGE_SIZE = 30;

/** The offer and the first page of its applications, only those noted `interviewStatus` when given. */
export const triageApplicationsQuery = (jobOfferId: string, interviewStatus: string | null) =>
  graphqlQuery(TriageApplicationsQuery, { jobOfferId, first: PAGE_SIZE, interviewStatus });

/** The page after `after`, with the same filter. */
export const triageMoreApplicationsQuery = (jobOfferId: string, interviewStatus: string | null, after: string | null) =>
  graphqlQuery(TriageMoreApplicationsQuery, { jobOfferId, first: PAGE_SIZE, after, interviewStatus });
