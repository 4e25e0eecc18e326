/**
 * French texts of the dashboard sections' frame (spec section 2, "Dashboard"): the shell's menu
 * and each section's h2 read their titles here, whichever feature owns the section.
 */
export type DashboardSectionKey =
  | 'details'
  | 'password-reset'
  | 'career'
  | 'for-you'
  | 'alerts'
  | 'favorites'
  | 'applications'
  | 'company'
  | 'jobs'
  | 'templates'
  | 'status'
  | 'payment'
  | 'billing'
  | 'team'
  | 'integrations'
  | 'moderation';

export const SECTION_MESSAGES = {
  dashboardTitle: 'Mon tableau de bord',
  sections: {
    details: { title: 'Mes informations', intro: 'Vos coordonnées et vos informations personnelles.' },
    'password-reset': { title: 'Changer mon mot de passe', intro: 'Saisissez votre mot de passe actuel puis le nouveau.' },
    career: { title: 'Mon CV', intro: 'Votre CV et votre profil professionnel en ligne.' },
    'for-you': {
      title: 'Offres pour vous',
      intro: 'Des offres choisies d’après vos préférences, vos candidatures et vos favoris, avec la raison de chacune.',
    },
    alerts: { title: 'Mes alertes', intro: 'Les alertes e-mail qui vous signalent les nouvelles offres.' },
    favorites: { title: 'Mes favoris', intro: 'Les offres que vous avez enregistrées.' },
    applications: { title: 'Mes candidatures', intro: 'Les candidatures que vous avez envoyées.' },
    company: { title: 'Mon entreprise', intro: 'La présentation et les coordonnées de votre entreprise.' },
    jobs: { title: 'Mes annonces', intro: 'Vos offres, leur statut et les candidats reçus.' },
    templates: {
      title: 'Modèles de messages',
      intro: 'Les textes que votre équipe choisit pour écrire aux candidats, dans une conversation ou depuis la liste des candidatures.',
    },
    status: { title: 'Mes crédits', intro: 'Vos crédits d’annonces consommés et restants.' },
    payment: { title: 'Paiement', intro: 'Réglez votre commande par carte bancaire ou par virement.' },
    billing: { title: 'Mes factures', intro: 'Toutes vos factures, à télécharger.' },
    team: { title: 'Équipe', intro: 'Les membres de votre entreprise, leurs rôles, les invitations et l’historique des changements.' },
    integrations: {
      title: 'Intégrations',
      intro: 'Envoyez vos candidatures à votre logiciel de recrutement (ATS) : webhook signé et API en lecture.',
    },
    moderation: {
      title: 'Décisions de modération',
      intro: 'Les décisions de notre équipe sur vos annonces ou votre entreprise, leurs motifs et comment les contester.',
    },
  } satisfies Record<DashboardSectionKey, { title: string; intro: string }>,
  loadError: 'Impossible de charger vos informations.',
  retry: 'Réessayer',
  saving: 'Enregistrement…',
  loading: 'Chargement…',
};
