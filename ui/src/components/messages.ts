/** French texts of the shared layout: header, navigation, footer, page frames. */
import { frenchNumber } from '../lib/numbers';
import { SITE } from '../lib/site';
import { guillemets } from '../lib/french';

export const LAYOUT_MESSAGES = {
  skipToContent: 'Aller au contenu',
  homeLink: 'Ensemblier, retour à l’accueil',
  brandBaseline: 'Métiers de la décoration',
  mainNavigation: 'Navigation principale',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  alerts: 'Mes alertes emploi',
  menuTitle: 'Menu',
  loading: 'Chargement de la page…',
};

export const NAV_LABELS = {
  jobs: "Offres d'emploi",
  candidates: 'Candidats',
  trends: 'Tendances RH',
  company: 'Je suis une entreprise',
  login: 'Connexion',
  register: "S'inscrire",
  buyAd: 'Acheter une annonce',
  dashboard: 'Tableau de bord',
  logout: 'Déconnexion',
  postAd: 'Passer une annonce',
  createAlert: 'Créer une alerte emploi',
  faq: 'FAQ',
  admin: 'Administration',
};

export const FOOTER_MESSAGES = {
  landmark: 'Pied de page',
  tagline: 'Le job board des métiers de la décoration, de l’architecture intérieure et des arts décoratifs.',
  taglineMore:
    'Ensemblier réunit les maisons, agences, ateliers et enseignes qui façonnent nos intérieurs et les talents qui leur donnent vie.',
  groups: [
    {
      title: 'Candidats',
      links: [
        { label: "Offres d'emploi", href: '/emploi' },
        { label: 'Espace candidat', href: '/candidat' },
        { label: 'Créer mon compte candidat', href: '/candidats' },
        { label: 'Alternance et stages', href: '/alternance' },
        { label: 'Salaires des métiers', href: '/salaires' },
        { label: 'FAQ candidats', href: '/faq#faq-candidat' },
      ],
    },
    {
      title: 'Recruteurs',
      links: [
        { label: 'Espace entreprise', href: '/entreprise' },
        { label: 'Tarifs', href: '/tarifs' },
        { label: 'Passer une annonce', href: '/emploi/nouvelle-annonce' },
        { label: 'FAQ recruteurs', href: '/faq#faq-recruteur' },
      ],
    },
    {
      title: 'Ensemblier',
      links: [
        { label: 'Qui sommes-nous ?', href: '/qui-sommes-nous' },
        { label: 'Tendances RH', href: '/tendance-rh' },
        { label: 'Contact', href: '/contact' },
        { label: 'Conditions générales', href: '/conditions' },
        { label: 'Mentions légales', href: '/legal' },
        { label: 'Comment fonctionne Ensemblier', href: '/comment-fonctionne-ensemblier' },
      ],
    },
  ],
  followUs: 'Suivez-nous',
  socialLabel: (network: string) => `Ensemblier sur ${network} (nouvel onglet)`,
  donationTitle: 'Soutenir les métiers d’art',
  donationText:
    'Nous soutenons la restauration du patrimoine et la transmission des savoir-faire. Vous aussi, faites un don à la Fondation du patrimoine.',
  donationLink: 'Faire un don (nouvel onglet)',
  copyright: `© ${SITE.copyrightYear} Ensemblier`,
};

export const FRAME_MESSAGES = {
  back: 'Retour',
};

export const MARKETING_MESSAGES = {
  title: 'Ensemblier en chiffres',
  figures: [
    { value: '2 500', label: 'candidats inscrits environ' },
    { value: '80 %', label: 'de CV qualifiés' },
    { value: '1 sur 3', label: 'candidature retenue' },
    { value: '4 semaines', label: 'pour recruter, en moyenne' },
    { value: frenchNumber(5000), label: 'candidats par mois voient une bannière' },
    { value: '60 %', label: 'des annonces aboutissent à une embauche' },
  ],
};

export const NOTIFICATION_MESSAGES = {
  region: 'Notifications',
  close: 'Fermer',
  errorBannerTitle: 'Une erreur est survenue',
  emailConfirmation: {
    title: 'Confirmation de l’adresse e-mail',
    confirmed: 'Votre adresse e-mail est confirmée.',
    invalid: 'Ce lien de confirmation est invalide ou a déjà été utilisé.',
  },
};

export const PASSWORD_FIELD_MESSAGES = {
  show: 'Afficher le mot de passe',
  hide: 'Masquer le mot de passe',
};

export const CAROUSEL_MESSAGES = {
  roleDescription: 'carrousel',
  slideRoleDescription: 'diapositive',
  slideLabel: (n: number, total: number) => `${n} sur ${total}`,
  previous: 'Précédent',
  next: 'Suivant',
  pause: 'Mettre en pause le défilement',
  play: 'Reprendre le défilement',
};

/** The article of a post (public page and staff preview). */
export const ARTICLE_MESSAGES = {
  eyebrow: 'Tendances RH',
  imageAlt: (title: string) => `Illustration de l’article ${guillemets(title)}`,
};

/** The craft labels' names, as the server's `companies::labels::Kind::label` (docs/labels.md). */
export const CRAFT_LABEL_NAMES = {
  EPV: 'Entreprise du Patrimoine Vivant',
  MOF: 'Meilleur Ouvrier de France',
  MAITRE_ART: 'Maître d’art',
} as const;
