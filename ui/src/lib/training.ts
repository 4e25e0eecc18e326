/**
 * The pay a training offer shows (issue 55). Its other words (« CAP · 2 ans · début septembre 2027 », the legal grid's
 * cells and note) are the server's (`src/offers/training.rs`), read from the API as the server-written pages read them.
 */
import { payText, type OfferPay } from './pay';

/**
 * The pay an offer shows: its range; for a training offer without one, the law's (`shown_pay` on the server), never
 * the bracket derived from it.
 */
export function shownPay(offer: {
  pay?: OfferPay | null;
  jobSalary?: { intervalLabel: string } | null;
  training?: { legalPay?: { label: string } | null } | null;
}): string | null {
  if (offer.training && !offer.pay) return offer.training.legalPay?.label ?? null;
  return payText(offer.pay, offer.jobSalary?.intervalLabel);
}
