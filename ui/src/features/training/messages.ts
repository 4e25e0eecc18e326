/**
 * The landing pages' texts (docs/offers.md, "Landing pages of training offers"); the server
 * writes the same ones in templates/pages/training.html and training_index.html, and the
 * pages' titles and summaries come from the server.
 */
import type { TrainingPageKind } from '../../gql/graphql';
import { frenchNumber } from '../../lib/numbers';

const offers = (count: number) => (count === 1 ? '1 offre' : `${frenchNumber(count)}\u00a0offres`);

/** The words of each kind's pages. */
const KINDS: Record<
  TrainingPageKind,
  { overline: string; back: string; indexTitle: string; indexIntro: string; indexEmpty: string; other: { path: string; label: string } }
> = {
  ALTERNANCE: {
    overline: 'Alternance',
    back: 'Toutes les offres d’alternance',
    indexTitle: 'Offres d’alternance de la décoration et des métiers d’art',
    indexIntro:
      'Apprentissage et contrat de professionnalisation dans les ateliers et entreprises de la décoration et des métiers d’art, par métier et par diplôme préparé.',
    indexEmpty: 'Aucune offre d’alternance n’est en ligne pour le moment.',
    other: { path: '/stage', label: 'Voir les offres de stage' },
  },
  STAGE: {
    overline: 'Stage',
    back: 'Toutes les offres de stage',
    indexTitle: 'Offres de stage de la décoration et des métiers d’art',
    indexIntro: 'Les stages conventionnés des ateliers et entreprises de la décoration et des métiers d’art, par métier.',
    indexEmpty: 'Aucune offre de stage n’est en ligne pour le moment.',
    other: { path: '/alternance', label: 'Voir les offres d’alternance' },
  },
};

export const TRAINING_MESSAGES = {
  kinds: KINDS,
  offers,
  online: (count: number) => `${offers(count)} en ligne`,
  empty: 'Aucune offre en ligne pour le moment. Créez une alerte depuis la recherche pour être prévenu de la prochaine.',
  search: 'Voir ces offres dans la recherche',
  related: 'Du même métier',
  notFoundTitle: 'Page introuvable',
  notFound: 'Ce métier ou ce diplôme n’a pas de page d’offres.',
  loading: 'Chargement des offres…',
  error: 'Les offres n’ont pas pu être chargées.',
  retry: 'Réessayer',
};
