/** French texts of the job offer pages. */
export const OFFER_MESSAGES = {
  detail: {
    meta: {
      title: "Offre d'emploi",
      description: 'Une offre d’emploi de la décoration, de l’architecture intérieure ou des arts décoratifs sur Ensemblier.',
    },
    title: "Offre d'emploi",
    back: 'Retour aux offres',
  },
  create: {
    meta: {
      title: 'Nouvelle annonce',
      description: 'Publiez une offre d’emploi sur Ensemblier, le job board de la décoration.',
    },
    eyebrow: 'Recruteurs',
    title: 'Nouvelle annonce',
    intro: 'Une annonce, un poste, un lieu : décrivez votre entreprise, le poste et le candidat de vos rêves.',
    back: 'Mes annonces',
  },
};
