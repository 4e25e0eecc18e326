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
  },
  detail: {
    meta: {
      title: 'Tendances RH',
      description: 'Un article Tendances RH d’Ensemblier, le job board de la décoration.',
    },
    eyebrow: 'Tendances RH',
    title: 'Article',
    back: 'Retour',
  },
};
