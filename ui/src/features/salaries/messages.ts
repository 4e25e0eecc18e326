/**
 * The salary barometer's texts (docs/salaries.md); the server writes the same ones in
 * templates/pages/salaries.html and salary_trades.html.
 */
import { guillemets } from '../../lib/french';
import { frenchNumber } from '../../lib/numbers';

export const INSUFFICIENT = 'données insuffisantes';

export const SALARY_MESSAGES = {
  overline: 'Baromètre des salaires',
  back: 'Tous les salaires',
  intro: (updatedOn: string | null | undefined) =>
    `Salaire brut annuel des annonces publiées sur Ensemblier, en ligne ou terminées depuis moins d’un an.${updatedOn ? ` Mis à jour le ${updatedOn}.` : ''}`,
  byContract: 'Par contrat',
  byRegion: 'Par région',
  wholeCountry: 'Voir toute la France et les autres régions',
  empty: `Aucune annonce avec un salaire ces douze derniers mois : ${INSUFFICIENT}.`,
  medians: 'Fourchette médiane',
  spread: 'La moitié des annonces (milieu de fourchette)',
  ads: (count: number) => (count === 1 ? '1 annonce' : `${frenchNumber(count)}\u00a0annonces`),
  range: (low: number, high: number) => `${frenchNumber(low)}\u00a0–\u00a0${frenchNumber(high)}\u00a0€ brut/an`,
  note: (minAds: number, minCompanies: number) =>
    `Un chiffre n’est donné qu’à partir de ${minAds} annonces de ${minCompanies} employeurs différents ; en dessous, la case indique ${guillemets(INSUFFICIENT)}.`,
  howItWorks: 'Comment fonctionne le baromètre',
  howItWorksPath: '/comment-fonctionne-ensemblier#barometre-des-salaires',
  notFoundTitle: 'Page introuvable',
  notFound: 'Ce métier ou cette région n’a pas de page de salaires.',
  loading: 'Chargement des salaires…',
  error: 'Les salaires n’ont pas pu être chargés.',
  retry: 'Réessayer',
  meta: {
    title: 'Baromètre des salaires',
    description: 'Les salaires bruts des annonces Ensemblier, métier par métier, région par région et par contrat.',
  },
  indexTitle: 'Les salaires des métiers de la décoration',
  indexIntro:
    'Ce que paient les annonces publiées sur Ensemblier, métier par métier, région par région et contrat par contrat : salaire brut annuel, en ligne ou terminées depuis moins d’un an.',
};
