import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { TrainingPageKind } from '../../../gql/graphql';
import { graphqlQuery } from '../../../lib/query';

/**
 * A landing page of training offers (`/alternance/:trade[/:diploma]`, `/stage/:trade`;
 * docs/offers.md): the server writes its first screen from this very query (ui/vite.config.ts).
 * Its cards ask `OfferCardFields`, as the home page's do.
 */
export const TrainingLandingPageQuery = graphql(`
  query TrainingLandingPage($kind: TrainingPageKind!, $trade: String!, $diploma: String) {
    trainingPage(kind: $kind, trade: $trade, diploma: $diploma) {
      kind
      title
      description
      path
      indexPath
      searchPath
      totalCount
      offers {
        ...OfferCardFields
      }
      related {
        title
        path
        offers
      }
    }
  }
`);

/** `/alternance`, `/stage`: every page of the kind with live offers. */
export const TrainingIndexQuery = graphql(`
  query TrainingIndex($kind: TrainingPageKind!) {
    trainingPages(kind: $kind) {
      title
      path
      offers
    }
  }
`);

/** A landing page; `diploma` undefined on a trade's page (the server's variables omit it too). */
export const useTrainingPage = (kind: TrainingPageKind, trade: string, diploma: string | undefined) =>
  useQuery(graphqlQuery(TrainingLandingPageQuery, diploma === undefined ? { kind, trade } : { kind, trade, diploma }));

export const useTrainingIndex = (kind: TrainingPageKind) => useQuery(graphqlQuery(TrainingIndexQuery, { kind }));
