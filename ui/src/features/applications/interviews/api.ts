import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { ASKED_AHEAD_MS, graphqlQuery, useGraphqlMutation } from '../../../lib/query';

/** What both sides read of an application's interview (docs/interviews.md). */
export const InterviewFieldsFragment = graphql(`
  fragment InterviewFields on Interview {
    id
    status
    mode
    place
    startsAt
    endsAt
    sequence
    cancelledBy
    recruiterName
    slots {
      id
      startsAt
      minutes
      taken
    }
  }
`);

/** The latest interview of an application, or null. */
export const ApplicationInterviewQuery = graphql(`
  query ApplicationInterview($applicationId: ID!) {
    applicationInterview(applicationId: $applicationId) {
      ...InterviewFields
    }
  }
`);

export const ProposeInterviewMutation = graphql(`
  mutation ProposeInterview($applicationId: ID!, $mode: InterviewMode!, $link: String, $slots: [InterviewSlotInput!]!) {
    proposeInterview(applicationId: $applicationId, mode: $mode, link: $link, slots: $slots) {
      ...InterviewFields
    }
  }
`);

export const PickInterviewSlotMutation = graphql(`
  mutation PickInterviewSlot($slotId: ID!) {
    pickInterviewSlot(slotId: $slotId) {
      ...InterviewFields
    }
  }
`);

export const MoveInterviewMutation = graphql(`
  mutation MoveInterview($interviewId: ID!, $slot: InterviewSlotInput!) {
    moveInterview(interviewId: $interviewId, slot: $slot) {
      ...InterviewFields
    }
  }
`);

export const CancelInterviewMutation = graphql(`
  mutation CancelInterview($interviewId: ID!) {
    cancelInterview(interviewId: $interviewId) {
      ...InterviewFields
    }
  }
`);

export const useApplicationInterview = (applicationId: string, enabled = true) =>
  useQuery({ ...graphqlQuery(ApplicationInterviewQuery, { applicationId }), retry: false, staleTime: ASKED_AHEAD_MS, enabled });

/** Each change asks the interview again (a slot another candidate took shows as taken). */
export const useProposeInterview = () => useGraphqlMutation(ProposeInterviewMutation, 'ApplicationInterview');
export const usePickInterviewSlot = () => useGraphqlMutation(PickInterviewSlotMutation, 'ApplicationInterview');
export const useMoveInterview = () => useGraphqlMutation(MoveInterviewMutation, 'ApplicationInterview');
export const useCancelInterview = () => useGraphqlMutation(CancelInterviewMutation, 'ApplicationInterview');
