/** The back-office's French texts (docs/admin.md). */
export const ADMIN_MESSAGES = {
  meta: { title: 'Administration', description: 'L’administration d’Ensemblier.' },
  title: 'Administration',
  overline: 'Équipe Ensemblier',
  navLabel: 'Sections de l’administration',
  backToSite: 'Retour au site',
  checking: 'Vérification de l’accès…',
  loadMore: 'Voir plus',
  audit: {
    title: 'Journal des actions',
    intro: 'Chaque action de l’administration, avec l’enregistrement avant et après. Le journal ne peut être ni modifié ni effacé.',
    search: 'Rechercher (adresse e-mail ou action)',
    searchButton: 'Rechercher',
    count: (n: number) => (n === 0 ? 'Aucune action' : n === 1 ? '1 action' : `${n} actions`),
    empty: 'Aucune action ne correspond.',
    by: 'par',
    subject: 'Objet',
    before: 'Avant',
    after: 'Après',
    none: '(aucun)',
    details: 'Voir le détail',
  },
} as const;
