/** French texts of the dashboard shell: menu, greeting, confirmation banner (spec section 2, "Dashboard"). */
import { SECTION_MESSAGES, type DashboardSectionKey } from '../../components/dashboard/messages';

export type { DashboardSectionKey } from '../../components/dashboard/messages';

export const DASHBOARD_MESSAGES = {
  meta: {
    title: SECTION_MESSAGES.dashboardTitle,
    description: 'Votre espace Ensemblier : informations, annonces, candidatures, alertes et factures.',
  },
  title: SECTION_MESSAGES.dashboardTitle,
  menuLabel: 'Menu du tableau de bord',
  /** « Non lus »: the other side's messages not read yet (issue 53). */
  unread: (count: number) => (count > 1 ? `${count} non lus` : `${count} non lu`),
  unreadLabel: (count: number) => (count > 1 ? `${count} messages non lus` : `${count} message non lu`),
  greeting: (firstname: string) => (firstname ? `Bonjour ${firstname}` : 'Bonjour'),
  sections: SECTION_MESSAGES.sections,
  candidateMenu: ['details', 'career', 'for-you', 'alerts', 'favorites', 'applications'] as DashboardSectionKey[],
  companyMenu: [
    'jobs',
    'templates',
    'company',
    'details',
    'status',
    'billing',
    'team',
    'integrations',
    'moderation',
  ] as DashboardSectionKey[],
  /** A recruiter of a team: no billing, no integrations; the team's list, read only (docs/accounts.md, "Teams"). */
  recruiterMenu: ['jobs', 'templates', 'company', 'details', 'status', 'team', 'moderation'] as DashboardSectionKey[],
  links: {
    pricing: 'Voir les tarifs',
    banners: 'Les bannières',
    newOffer: 'Passer une annonce',
    allOffers: 'Toutes les annonces',
  },
  emailBanner: {
    title: 'Adresse e-mail non confirmée',
    text: (email: string) => `Pour confirmer votre adresse ${email}, cliquez sur le lien de l’e-mail que nous vous avons envoyé.`,
    companyText: 'La confirmation est nécessaire pour publier et acheter des annonces.',
    resend: "Renvoyer l'e-mail de confirmation",
    resending: 'Envoi…',
    resent: 'Un nouvel e-mail de confirmation vient de vous être envoyé.',
    dismiss: 'Masquer ce message',
  },
};
