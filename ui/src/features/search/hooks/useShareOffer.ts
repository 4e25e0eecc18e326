/** The offer of the share modal, loaded by id when `?jobOfferId=…&share=true`. */
import { useEffect, useState } from 'react';
import { graphqlRequest } from '../../../lib/graphql';
import { SearchShareOfferQuery } from '../api/search';

export interface SharedOffer {
  id: number;
  slug: string;
  title: string;
  companyName: string;
}

export type ShareState = { status: 'closed' } | { status: 'loading' } | { status: 'ready'; offer: SharedOffer } | { status: 'error' };

export function useShareOffer(jobOfferId: string | null): ShareState {
  const [state, setState] = useState<ShareState>({ status: 'closed' });
  useEffect(() => {
    if (!jobOfferId) {
      setState({ status: 'closed' });
      return undefined;
    }
    let active = true;
    setState({ status: 'loading' });
    graphqlRequest(SearchShareOfferQuery, { id: jobOfferId }).then(
      ({ jobOffer }) => {
        if (!active) return;
        setState(
          jobOffer
            ? {
                status: 'ready',
                offer: {
                  id: jobOffer._id,
                  slug: jobOffer.slug,
                  title: jobOffer.title,
                  companyName: jobOffer.localizedCompany.company.name,
                },
              }
            : { status: 'error' },
        );
      },
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [jobOfferId]);
  return state;
}
