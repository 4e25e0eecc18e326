/** French texts of /contact. */
import { frenchNumber } from '../../lib/numbers';
import { SITE } from '../../lib/site';
import { LIMITS } from '../../gql/limits';

/** The form's subjects: the code the server reads and the label shown (spec "Contact"). */
export const CONTACT_SUBJECTS = [
  { code: 'postuler', label: 'Problème ou aide pour postuler à une annonce' },
  { code: 'publier', label: 'Problème ou aide pour publier une annonce' },
  { code: 'compte', label: 'Suppression de compte ou données personnelles' },
  { code: 'autre', label: 'Autre question' },
] as const;

/** Longest message the server accepts (docs/accounts.md, "Contact"). */
export const MAX_MESSAGE_CHARS = LIMITS.text.contactMessage;

export const CONTACT_MESSAGES = {
  meta: {
    title: 'Contact',
    description: `Une question sur Ensemblier, une annonce ou votre compte ? Écrivez-nous à ${SITE.contactEmail}.`,
  },
  eyebrow: 'Contact',
  title: 'Nous contacter',
  intro: 'Une question sur une annonce, votre compte ou nos offres ? Nous vous répondons rapidement, du lundi au vendredi.',
  instruction: (email: string) => `Pour nous contacter, écrivez-nous à l’adresse ${email}.`,
  writeButton: 'Écrire un e-mail',
  helpTitle: 'Avant de nous écrire',
  helpText: 'Les réponses aux questions les plus fréquentes sont peut-être déjà dans notre FAQ.',
  faqRecruiter: 'FAQ recruteurs',
  faqCandidate: 'FAQ candidats',
  form: {
    title: 'Votre message',
    subject: 'Sujet',
    email: 'Adresse e-mail',
    emailHelp: 'Notre réponse arrivera à cette adresse.',
    message: 'Message',
    messageHelp: (length: number) => `${frenchNumber(length)} / ${frenchNumber(MAX_MESSAGE_CHARS)} caractères`,
    submit: 'Envoyer',
    sending: 'On envoi...',
    sent: "C'est parti ! Votre message a bien été envoyé.",
    another: 'Écrire un autre message',
    orWrite: (email: string) => `Vous pouvez aussi écrire directement à ${email}.`,
  },
  /** What the candidate landing's "school newsletter" call starts the message with. */
  schoolNewsletter: 'Bonjour, je souhaite inscrire notre école à la newsletter Ensemblier.\n\nNom de l’école : \nVille : ',
};
