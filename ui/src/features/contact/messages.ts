/** French texts of /contact. */
import { SITE } from '../../lib/site';

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
};
