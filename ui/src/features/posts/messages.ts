/** French texts of the HR trends section (/tendance-rh). */
export const POSTS_MESSAGES = {
  list: {
    meta: {
      title: 'Tendances RH',
      description:
        'Recrutement, métiers, salaires et actualités de la décoration et de l’architecture intérieure : les articles Tendances RH d’Ensemblier.',
    },
    eyebrow: 'Le magazine',
    title: 'Tendances RH',
    intro: 'Conseils de recrutement, portraits de métiers, salaires et actualités du secteur de la décoration.',
    loading: 'Chargement des articles…',
    loadingMore: 'Chargement des articles suivants…',
    empty: 'Aucun article n’est publié pour le moment. Revenez bientôt !',
    error: 'Les articles n’ont pas pu être chargés.',
    retry: 'Réessayer',
    more: 'Afficher plus d’articles',
    count: (n: number) => (n > 1 ? `${n} articles` : `${n} article`),
    feed: 'Flux Atom des articles',
  },
  detail: {
    meta: {
      title: 'Tendances RH',
      description: 'Un article Tendances RH d’Ensemblier, le job board de la décoration.',
    },
    loading: 'Chargement de l’article…',
    back: 'Retour',
    notFoundTitle: 'Article introuvable',
    notFound: 'Cet article n’existe pas ou n’est pas encore publié.',
    allPosts: 'Voir tous les articles',
    error: 'L’article n’a pas pu être chargé.',
    retry: 'Réessayer',
  },
};
