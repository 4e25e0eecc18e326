/** French texts of the suggestions under « Quel job ? » (issue 39). */
import type { JobSuggestionKind } from '../../gql/graphql';
import { frenchNumber } from '../../lib/numbers';

export const SUGGESTION_MESSAGES = {
  listLabel: 'Suggestions',
  offers: (count: number) => (count === 1 ? '1 offre' : `${frenchNumber(count)} offres`),
  kinds: { POSITION: 'Métier', WORD: 'Mot-clé', TITLE: 'Annonce' } satisfies Record<JobSuggestionKind, string>,
  /** What a screen reader hears when the list changes. */
  announced: (count: number, corrected: boolean) =>
    count === 0
      ? 'Aucune suggestion.'
      : `${count === 1 ? '1 suggestion' : `${count} suggestions`}${corrected ? ', orthographe corrigée' : ''}. Flèches haut et bas pour choisir.`,
  corrected: 'orthographe corrigée',
};
