import { graphql } from '../../gql';
import { cancellableGraphqlRequest } from '../../lib/graphql';

/** What completes the text typed in « Quel job ? » (issue 39). */
export const JobSuggestionsQuery = graphql(`
  query JobSuggestions($text: String!) {
    jobSuggestions(text: $text) {
      text
      kind
      count
      corrected
    }
  }
`);

/** The suggestions for `text`; given up when `signal` aborts (the text changed). */
export const fetchJobSuggestions = async (text: string, signal: AbortSignal) =>
  (await cancellableGraphqlRequest(JobSuggestionsQuery, { text }, signal)).jobSuggestions;
