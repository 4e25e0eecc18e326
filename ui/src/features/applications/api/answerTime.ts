import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQuery } from '../../../lib/query';

/** The recruiter's own answer time and what moves it (docs/answer-time.md). */
export const MyAnswerTimeQuery = graphql(`
  query MyAnswerTime {
    myAnswerTime {
      medianDays
      applications
      answerLine
      readingLine
      waitingCount
      oldestWaiting {
        id
        _id
        jobOfferId
        offerTitle
        candidateName
        sentAt
      }
    }
  }
`);

export const useMyAnswerTime = () => useQuery(graphqlQuery(MyAnswerTimeQuery, {}));
