/** « Signalements » (issue 54): reported offers and companies, staff's decisions and contests. */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQuery, useGraphqlMutation } from '../../../lib/query';

export const ReportedContentQuery = graphql(`
  query ReportedContent {
    admin {
      reportedContent {
        kind
        jobOfferId
        companyId
        title
        companyName
        path
        count
        urgent
        automatic
        oldestAt
        notices {
          id
          reason
          reasonLabel
          otherReason
          explanation
          automatic
          reporterName
          reporterEmail
          reportedAt
          suggestedGround
        }
      }
      noticeContests {
        decidedByEmail
        statement {
          id
          subject
          decision
          facts
          ground
          contestText
          contestedAt
        }
      }
      noticeOutcomes {
        code
        label
      }
      removalReasons {
        code
        label
        needsNote
      }
    }
  }
`);

export const DecideNoticeMutation = graphql(`
  mutation DecideNotice($id: Int!, $outcome: String!, $ground: String, $facts: String!) {
    admin {
      decideNotice(noticeId: $id, outcome: $outcome, ground: $ground, facts: $facts) {
        decisionId
        notices
      }
    }
  }
`);

export const DecideContestMutation = graphql(`
  mutation DecideContest($id: Int!, $granted: Boolean!, $facts: String!) {
    admin {
      decideContest(decisionId: $id, granted: $granted, facts: $facts) {
        decisionId
      }
    }
  }
`);

export const useReportedContent = () => useQuery(graphqlQuery(ReportedContentQuery, {}));
export const useDecideNotice = () => useGraphqlMutation(DecideNoticeMutation, 'ReportedContent', 'ModerationQueue');
export const useDecideContest = () => useGraphqlMutation(DecideContestMutation, 'ReportedContent');
