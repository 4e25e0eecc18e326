/** French texts of notices (issue 54): the report dialog, the confirm page, the company's decisions. */
export const NOTICE_MESSAGES = {
  reportOffer: 'Signaler cette offre',
  reportCompany: 'Signaler cette entreprise',
  dialogTitle: { offer: 'Signaler cette offre', company: 'Signaler cette entreprise' },
  intro:
    'Votre signalement est transmis à notre équipe de modération, qui l’examine et vous informe de sa décision (règlement (UE) 2022/2065, article 16).',
  reason: 'Motif du signalement',
  otherReason: 'Précisez le motif',
  explanation: 'Expliquez ce qui pose problème',
  explanationHelp: 'Citez le passage en cause et dites pourquoi il vous semble illicite ou contraire aux conditions.',
  name: 'Votre nom',
  email: 'Votre adresse e-mail',
  signedInAs: (email: string) => `Vous signalez en tant que ${email}.`,
  goodFaith: 'Je déclare de bonne foi que les informations et allégations de ce signalement sont exactes et complètes.',
  send: 'Envoyer le signalement',
  sending: 'Envoi…',
  cancel: 'Annuler',
  close: 'Fermer',
  confirm: {
    title: 'Confirmation du signalement',
    pending: 'Confirmation en cours…',
    back: 'Retour aux offres',
  },
  decisions: {
    empty: 'Aucune décision de modération ne concerne votre entreprise.',
    decision: 'Décision',
    facts: 'Faits et circonstances',
    automated: 'Moyens automatisés',
    ground: 'Fondement',
    redress: 'Recours',
    decidedOn: (date: string) => `Décision du ${date}`,
    contest: 'Contester cette décision',
    contestLabel: 'Vos arguments',
    contestSend: 'Envoyer la contestation',
    contested: (date: string) => `Contestée le ${date} : une autre personne de notre équipe la réexamine.`,
    contestSent: 'Votre contestation est enregistrée : une autre personne de notre équipe la réexaminera.',
    onContest: 'Décision sur votre contestation',
  },
  contestByLink: {
    title: 'Contester une décision de modération',
    intro:
      'Ce lien personnel vous a été envoyé avec l’exposé des motifs de la suspension de votre entreprise : vos comptes ne pouvant plus se connecter, vous pouvez contester ici la décision, une fois.',
    loading: 'Chargement de la décision…',
    invalid:
      'Ce lien de contestation n’est pas valable : vérifiez qu’il est complet dans l’e-mail reçu, ou écrivez-nous depuis la page Contact.',
    contact: 'Nous écrire',
  },
};
