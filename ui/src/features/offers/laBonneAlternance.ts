import type { LaBonneAlternanceState } from '../../gql/graphql';

/**
 * An offer's state at La bonne alternance, in the recruiter's words (issue 55, item 3): the
 * server gives the state and, when refused, the service's stable reason code
 * (`JobOfferPublishing.error.code`, docs/operations.md « La bonne alternance »).
 */

export interface LaBonneAlternance {
  state: LaBonneAlternanceState;
  reasonCode?: string | null;
  reasonLabel?: string | null;
}

const STATES: Record<LaBonneAlternanceState, string> = {
  SENDING: 'en cours d’envoi',
  PENDING: 'en attente',
  PUBLISHED: 'publiée',
  REFUSED: 'refusée',
  WITHDRAWN: 'retirée',
};

/** The service's codes, which « will not change ». */
const REASONS: Record<string, string> = {
  CLOSED_COMPANY: 'entreprise fermée',
  DUPLICATE: 'doublon',
  STAGE: 'offre de stage',
  EXPIRED: 'expirée',
  CFA: 'offre d’un CFA',
  ROME_BLACKLISTED: 'métier non diffusé',
  WRONG_DATA: 'données incorrectes',
  NON_DIFFUSIBLE: 'entreprise non diffusible',
};

/** « La bonne alternance : publiée », « … : refusée : doublon »; an unknown code says the service's own label. */
export function laBonneAlternanceLabel({ state, reasonCode, reasonLabel }: LaBonneAlternance): string {
  let text = STATES[state];
  if (state === 'REFUSED') {
    const reason = (reasonCode && REASONS[reasonCode]) || reasonLabel?.trim() || 'motif non précisé';
    text = `${text} : ${reason}`;
  }
  return `La bonne alternance : ${text}`;
}
