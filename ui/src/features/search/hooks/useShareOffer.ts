/** The offer of the share modal, loaded by id when `?jobOfferId=…&share=true`. */
import { useQuery } from '@tanstack/react-query';
import { searchShareOfferQuery } from '../api/search';

export interface SharedOffer {
  id: number;
  slug: string;
  title: string;
  companyName: string;
}

export type ShareState = { status: 'closed' } | { status: 'loading' } | { status: 'ready'; offer: SharedOffer } | { status: 'error' };

export function useShareOffer(jobOfferId: string | null): ShareState {
  const query = useQuery({ ...searchShareOfferQuery(jobOfferId ?? ''), enabled: jobOfferId !== null && jobOfferId !== '' });
  if (!jobOfferId) return { status: 'closed' };
  if (query.isError) return { status: 'error' };
  if (!query.isSuccess) return { status: 'loading' };
  const { jobOffer } = query.data;
  if (!jobOffer) return { status: 'error' };
  return {
    status: 'ready',
    offer: { id: jobOffer._id, slug: jobOffer.slug, title: jobOffer.title, companyName: jobOffer.localizedCompany.company.name },
  };
}
