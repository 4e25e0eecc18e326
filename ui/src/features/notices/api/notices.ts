/** Notices (issue 54, docs/notices.md): reporting, the mailed link, the company's statements. */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQuery, useGraphqlMutation } from '../../../lib/query';

export const NoticeReasonsQuery = graphql(`
  query NoticeReasons {
    noticeReasons {
      code
      label
    }
  }
`);

export const ReportOfferMutation = graphql(`
  mutation ReportOffer($input: ReportInput!) {
    reportOffer(input: $input) {
      status
      message
    }
  }
`);

export const ReportCompanyMutation = graphql(`
  mutation ReportCompany($input: ReportInput!) {
    reportCompany(input: $input) {
      status
      message
    }
  }
`);

export const ConfirmNoticeMutation = graphql(`
  mutation ConfirmNotice($token: String!) {
    confirmNotice(token: $token) {
      message
    }
  }
`);

export const ModerationStatementFields = graphql(`
  fragment ModerationStatementFields on ModerationStatement {
    id
    subject
    outcome
    decision
    facts
    automated
    ground
    redress
    decidedAt
    contestOf
    contestedAt
    contestText
    contestable
  }
`);

export const MyModerationDecisionsQuery = graphql(`
  query MyModerationDecisions {
    myModerationDecisions {
      ...ModerationStatementFields
    }
  }
`);

export const ModerationDecisionByLinkQuery = graphql(`
  query ModerationDecisionByLink($token: String!) {
    moderationDecisionByLink(token: $token) {
      ...ModerationStatementFields
    }
  }
`);

export const ContestModerationDecisionMutation = graphql(`
  mutation ContestModerationDecision($id: Int!, $text: String!) {
    contestModerationDecision(id: $id, text: $text) {
      id
    }
  }
`);

export const ContestByLinkMutation = graphql(`
  mutation ContestByLink($token: String!, $text: String!) {
    contestByLink(token: $token, text: $text) {
      id
    }
  }
`);

export const useNoticeReasons = () => useQuery(graphqlQuery(NoticeReasonsQuery, {}));
export const useReportOffer = () => useGraphqlMutation(ReportOfferMutation);
export const useReportCompany = () => useGraphqlMutation(ReportCompanyMutation);
export const useConfirmNotice = () => useGraphqlMutation(ConfirmNoticeMutation);
export const useMyModerationDecisions = () => useQuery(graphqlQuery(MyModerationDecisionsQuery, {}));
export const useContestModerationDecision = () => useGraphqlMutation(ContestModerationDecisionMutation, 'MyModerationDecisions');
export const useModerationDecisionByLink = (token: string) =>
  useQuery({ ...graphqlQuery(ModerationDecisionByLinkQuery, { token }), retry: false });
export const useContestByLink = () => useGraphqlMutation(ContestByLinkMutation, 'ModerationDecisionByLink');
