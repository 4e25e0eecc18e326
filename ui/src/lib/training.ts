/**
 * A training offer's words (issue 55): « CAP · 24 mois · début septembre 2027 » on cards and the offer page, and the
 * legal pay's cells (« 43 % du SMIC · 783,90 € »). The grid itself is the server's (`src/offers/training.rs`).
 */
import { eurosToTheCent } from './numbers';
import { payText, type OfferPay } from './pay';

const MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export interface TrainingSummary {
  diploma?: { name: string } | null;
  durationMonths: number;
  /** `2027-09-01`. */
  startsOn: string;
}

/** « septembre 2027 » of a day written `2027-09-01`. */
export function startMonth(startsOn: string): string {
  return MONTH.format(new Date(`${startsOn}T00:00:00Z`));
}

/** « 2 ans », « 18 mois », « 1 an ». */
export function duration(months: number): string {
  if (months % 12 === 0) return months === 12 ? '1 an' : `${months / 12} ans`;
  return `${months} mois`;
}

/** « CAP · 2 ans · début septembre 2027 ». */
export function trainingLine(training: TrainingSummary): string {
  const parts = [duration(training.durationMonths), `début ${startMonth(training.startsOn)}`];
  if (training.diploma) parts.unshift(training.diploma.name);
  return parts.join(' · ');
}

/** « 43 % du SMIC · 783,90 € brut/mois ». */
export function legalCell(sharePercent: number, monthlyCents: number): string {
  return `${sharePercent}\u00a0% du SMIC · ${eurosToTheCent(monthlyCents)}\u00a0brut/mois`;
}

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
