/** French texts of the job search (/emploi). */
export const SEARCH_MESSAGES = {
  meta: {
    title: "Offres d'emploi",
    description:
      'Toutes les offres d’emploi de la décoration, de l’architecture intérieure et des arts décoratifs : recherchez par métier, lieu, contrat et salaire.',
  },
  eyebrow: 'Emploi',
  title: "Offres d'emploi",
  intro: 'Architecture intérieure, décoration, vente conseil, agencement, artisanat d’art : toutes les offres du secteur.',
  filtersTitle: 'Filtres',
  filterGroups: ['Contrat', "Type d'emploi", 'Salaire', 'Métier'],
  searchFor: (terms: string) => `Votre recherche : « ${terms} »`,
};
