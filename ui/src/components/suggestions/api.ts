import { graphql } from '../../gql';

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
