/** French texts of the application pages. */
export const APPLICATION_MESSAGES = {
  meta: {
    title: 'Candidature',
    description: 'Le détail d’une candidature sur Ensemblier.',
  },
  title: 'Candidature',
  backCompany: 'Retour à mes annonces',
  backCandidate: 'Retour à mes candidatures',
};
