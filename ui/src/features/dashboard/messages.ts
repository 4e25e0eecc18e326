/** French texts of the dashboard shell and its sections (spec section 2, "Dashboard"). */
export type DashboardSectionKey =
  | 'details'
  | 'password-reset'
  | 'career'
  | 'alerts'
  | 'favorites'
  | 'applications'
  | 'company'
  | 'jobs'
  | 'status'
  | 'payment'
  | 'billing';

export const DASHBOARD_MESSAGES = {
  meta: {
    title: 'Mon tableau de bord',
    description: 'Votre espace Ensemblier : informations, annonces, candidatures, alertes et factures.',
  },
  title: 'Mon tableau de bord',
  menuLabel: 'Menu du tableau de bord',
  greeting: (firstname: string) => (firstname ? `Bonjour ${firstname}` : 'Bonjour'),
  sections: {
    details: { title: 'Mes informations', intro: 'Vos coordonnées et vos informations personnelles.' },
    'password-reset': { title: 'Changer mon mot de passe', intro: 'Saisissez votre mot de passe actuel puis le nouveau.' },
    career: { title: 'Mon CV', intro: 'Votre CV et votre profil professionnel en ligne.' },
    alerts: { title: 'Mes alertes', intro: 'Les alertes e-mail qui vous signalent les nouvelles offres.' },
    favorites: { title: 'Mes Favoris', intro: 'Les offres que vous avez enregistrées.' },
    applications: { title: 'Mes candidatures', intro: 'Les candidatures que vous avez envoyées.' },
    company: { title: 'Mon entreprise', intro: 'La présentation et les coordonnées de votre entreprise.' },
    jobs: { title: 'Mes annonces', intro: 'Vos offres, leur statut et les candidats reçus.' },
    status: { title: 'Mes crédits', intro: 'Vos crédits d’annonces consommés et restants.' },
    payment: { title: 'Paiement', intro: 'Réglez votre commande par carte bancaire ou par virement.' },
    billing: { title: 'Mes factures', intro: 'Toutes vos factures, à télécharger.' },
  } satisfies Record<DashboardSectionKey, { title: string; intro: string }>,
  candidateMenu: ['details', 'career', 'alerts', 'favorites', 'applications'] as DashboardSectionKey[],
  companyMenu: ['jobs', 'company', 'details', 'status', 'billing'] as DashboardSectionKey[],
  links: {
    pricing: 'Voir les tarifs',
    banners: 'Les bannières',
    newOffer: 'Passer une annonce',
    allOffers: 'Toutes les annonces',
  },
};
