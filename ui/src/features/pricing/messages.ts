/** French texts of the pricing page (/tarifs). */
import { frenchNumber } from '../../lib/numbers';
import { LIMITS } from '../../gql/limits';
export const PRICING_MESSAGES = {
  meta: {
    title: 'Tarifs',
    description:
      'Les tarifs d’Ensemblier pour recruter dans la décoration : annonce à l’unité, packs de 3 ou 10 annonces, option Urgent et bannières en page d’accueil. Prix HT.',
  },
  eyebrow: 'Recruteurs',
  title: 'Nos tarifs',
  intro:
    'Des formules simples pour recruter les talents de la décoration, de l’architecture intérieure et des arts décoratifs. Tous les prix sont indiqués en euros hors taxes.',
  free: 'Offert !',
  exclTax: 'HT',
  perAd: (price: string) => `soit ${price} par annonce`,
  buy: 'Acheter',
  freeHow: 'Rien à acheter : publiez une offre en Stage ou en Alternance, elle est diffusée gratuitement, sans crédit.',
  publishFree: 'Publier une offre de stage ou d’alternance',
  buyLabel: (name: string) => `Acheter : ${name}`,
  register: "S'inscrire",
  registerLabel: (name: string) => `S'inscrire pour acheter : ${name}`,
  confirmEmailFirst: "Vous devez d'abord confirmer votre adresse email.",
  confirmEmailHelp: 'Cliquez sur le lien reçu par e-mail lors de votre inscription, puis revenez sur cette page.',
  candidateNote: 'Ces formules sont réservées aux comptes entreprise.',
  loading: 'Chargement des tarifs…',
  loadError: 'Les tarifs n’ont pas pu être chargés.',
  retry: 'Réessayer',
  empty: 'Aucun tarif n’est disponible pour le moment.',
  groups: {
    1: {
      title: 'Packs d’annonces',
      intro: 'Une annonce à l’unité, ou un pack de 3 ou 10 annonces à utiliser à votre rythme.',
    },
    2: {
      title: 'Option Urgent',
      intro: `Votre annonce reste en tête des résultats de recherche pendant ${LIMITS.days.urgent} jours.`,
    },
    3: {
      title: 'Bannières',
      intro: `Votre marque en page d’accueil, vue par ${frenchNumber(5000)} candidats par mois.`,
    },
  } as Record<number, { title: string; intro: string }>,
  banners: {
    title: 'Les bannières, comment ça marche ?',
    paragraphs: [
      `Une bannière met votre entreprise en avant sur la page d’accueil d’Ensemblier, là où chaque candidat commence sa recherche. Environ ${frenchNumber(5000)} candidats la voient chaque mois.`,
      'Elle est idéale pour faire connaître votre marque employeur, annoncer une campagne de recrutement, l’ouverture d’un showroom ou d’un atelier, ou un salon professionnel.',
      `À l’achat, déposez votre visuel (format 4:1, ${frenchNumber(1200)} × 300 pixels conseillés), le lien vers lequel il pointe et son premier jour de diffusion : notre équipe le valide avant sa mise en ligne, et vous suivez ses affichages et ses clics jour par jour dans votre espace.`,
    ],
  },
  payment: {
    title: 'Paiement et facturation',
    paragraphs: [
      'Paiement par carte bancaire ou par virement. Chaque commande donne lieu à une facture, disponible dans votre espace client.',
      'Vos crédits d’annonces sont visibles à tout moment dans votre tableau de bord.',
    ],
  },
  contact: {
    title: 'Une question, un besoin particulier ?',
    text: 'Recrutements multiples, accompagnement à la rédaction, bannière sur mesure : parlons-en.',
    button: 'Nous contacter',
    faqButton: 'Lire la FAQ recruteurs',
  },
};
