import { graphqlRequest } from '../../../lib/graphql';
import type { LocalityOption } from '../offerForm';
import { OfferLocalitiesQuery } from './offers';

/** Place suggestions of the offer form (10 at most, biggest towns first). */
export async function searchLocalities(search: string): Promise<LocalityOption[]> {
  const data = await graphqlRequest(OfferLocalitiesQuery, { search });
  return data.localities.edges.map(({ node }) => node);
}
