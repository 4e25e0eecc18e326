/** The two FAQs (spec section 1), shown on /faq and on /qui-sommes-nous. */
import { LIMITS } from '../../../gql/limits';
import { guillemets } from '../../../lib/french';

export interface FaqEntry {
  question: string;
  answer: readonly string[];
}

export const FAQ_MESSAGES = {
  meta: {
    title: 'Questions fréquentes',
    description:
      "Les réponses aux questions des recruteurs et des candidats d'Ensemblier : durée des annonces, paiement, candidatures, confirmation et suivi.",
  },
  eyebrow: 'Aide',
  title: 'Questions fréquentes',
  intro:
    'Recruteur ou candidat, retrouvez ici les réponses aux questions que l’on nous pose le plus souvent. Vous ne trouvez pas la vôtre ? Écrivez-nous.',
  contactButton: 'Nous contacter',
  jumpLabel: 'Aller aux questions',
  recruiterTitle: 'FAQ recruteurs',
  candidateTitle: 'FAQ candidats',
};

export const RECRUITER_FAQ: readonly FaqEntry[] = [
  {
    question: 'Combien de temps mon annonce reste-t-elle en ligne ?',
    answer: [
      `Votre annonce reste en ligne ${LIMITS.days.ad} jours, puis elle expire automatiquement.`,
      `Les annonces publiées pendant l’été bénéficient d’une prolongation automatique de ${LIMITS.days.summerExtension} jours, sans frais, pour tenir compte des congés.`,
    ],
  },
  {
    question: 'Puis-je indiquer plusieurs lieux de travail dans une même annonce ?',
    answer: [
      'Non : une annonce correspond à un seul lieu. Si vous recrutez dans plusieurs villes, publiez une annonce par lieu afin que chacune apparaisse dans les bonnes recherches.',
    ],
  },
  {
    question: 'Suis-je remboursé si je ne trouve pas mon candidat ?',
    answer: [
      'Non. Le prix d’une annonce rémunère sa diffusion auprès de notre communauté : il n’y a pas de remboursement au succès. Nos conseils et l’option Urgent sont là pour vous aider à recruter vite.',
    ],
  },
  {
    question: 'Comment puis-je payer ?',
    answer: ['Par carte bancaire ou par virement. Chaque commande donne lieu à une facture, disponible dans votre espace client.'],
  },
  {
    question: 'Pouvez-vous m’aider à rédiger mon annonce ?',
    answer: [
      'Oui. L’aide à la rédaction de votre annonce est incluse dans le pack Premium ; elle est aussi proposée en option avec les autres formules.',
    ],
  },
  {
    question: 'Où mon annonce est-elle visible ?',
    answer: [
      'Sur Ensemblier, bien sûr, auprès des candidats de la décoration, de l’architecture intérieure et des arts décoratifs. Vos annonces sont également référencées dans les offres d’emploi d’un grand moteur de recherche.',
    ],
  },
  {
    question: 'Mon annonce est-elle relayée sur les sites d’emploi généralistes ?',
    answer: [
      'Non. Vos annonces ne sont pas relayées sur les sites d’emploi généralistes : elles s’adressent aux professionnels du secteur, qui viennent sur Ensemblier pour y trouver des postes qui leur correspondent.',
    ],
  },
];

export const CANDIDATE_FAQ: readonly FaqEntry[] = [
  {
    question: 'À qui ma candidature est-elle envoyée ?',
    answer: ['Directement au recruteur qui a publié l’offre. Ensemblier ne trie pas et ne filtre pas les candidatures.'],
  },
  {
    question: 'Comment savoir si ma candidature est bien partie ?',
    answer: [
      'Dès que vous postulez, vous recevez un e-mail de confirmation. Vous retrouvez aussi toutes vos candidatures dans votre tableau de bord.',
    ],
  },
  {
    question: 'Puis-je savoir si le recruteur a lu ma candidature ?',
    answer: [
      `La mention ${guillemets('lue')} s’affiche uniquement si le recruteur a activé le suivi de lecture. Sans cette mention, votre candidature a bien été transmise, mais nous ne savons pas si elle a été ouverte.`,
    ],
  },
  {
    question: 'Pourquoi les offres n’affichent-elles pas de date de publication ?',
    answer: [
      'Ensemblier n’affiche pas les dates de publication : toutes les offres visibles sur le site sont en cours, les annonces expirées étant retirées.',
    ],
  },
  {
    question: 'Je ne travaille pas dans la décoration : puis-je m’inscrire ?',
    answer: [
      'Ensemblier est réservé aux métiers de la décoration, de l’architecture intérieure et des arts décoratifs. L’accès peut être restreint pour les candidats dont le profil est éloigné du secteur.',
    ],
  },
];
