import { guillemets } from '../../lib/french';
/** French texts of the application page `/emploi/:jobOfferId/applications/:applicationId`. */
export type InterviewStatus = 'yes' | 'maybe' | 'no';

export const APPLICATION_MESSAGES = {
  meta: {
    title: 'Candidature',
    description: 'Le détail d’une candidature sur Ensemblier.',
  },
  title: 'Candidature',
  eyebrow: 'Candidature',
  backCompany: 'Retour à mes annonces',
  backToCandidates: 'Retour aux candidatures de l’annonce',
  backCandidate: 'Retour à mes candidatures',
  viewOffer: 'Voir l’offre',
  loading: 'Chargement de la candidature…',
  loadError: 'La candidature n’a pas pu être chargée.',
  retry: 'Réessayer',
  notFoundTitle: 'Candidature introuvable',
  notFound: 'Cette candidature n’existe pas ou vous n’y avez pas accès.',
  place: (name: string, postalCode: string) => `${name} (${postalCode})`,
  sentAt: (date: string) => `Candidature envoyée le ${date}`,
  readAt: (date: string) => `Lue le ${date}`,
  candidate: 'Le candidat',
  anonymous: 'Candidat anonyme',
  email: 'Adresse e-mail',
  phone: 'Téléphone',
  linkedin: 'LinkedIn',
  interview: 'Entretien',
  interviewHelp: 'Votre note, que le candidat ne voit pas.',
  /** Who of the team handled it (issue 38). */
  handledBy: (triaged: string | null, answered: string | null) =>
    [triaged && `Triée par ${triaged}`, answered && `réponse envoyée par ${answered}`].filter(Boolean).join(' · '),
  interviewOptions: [
    { value: 'yes', label: 'Oui' },
    { value: 'maybe', label: 'Peut-être' },
    { value: 'no', label: 'Non' },
  ] as { value: InterviewStatus; label: string }[],
  interviewSaved: 'Statut d’entretien enregistré.',
  interviewSaving: 'Enregistrement…',
  coverLetterMessage: 'Message de motivation',
  questionsAnswerMessage: 'Réponses aux questions',
  noMessage: 'Aucun message.',
  noAnswer: 'Aucune réponse.',
  documents: 'Documents',
  cv: 'CV',
  coverLetter: 'Lettre de motivation',
  downloadCv: 'Télécharger le CV',
  downloadCoverLetter: 'Télécharger la lettre de motivation',
  downloading: 'Téléchargement…',
  cvFile: (id: number) => `cv-candidature-${id}.pdf`,
  coverLetterFile: (id: number) => `lettre-de-motivation-candidature-${id}.pdf`,
  noDocuments: 'Les documents de cette candidature ont été supprimés.',
};

/** An application's dated steps (its story), as both the list and the page show them. */
export const STEP_MESSAGES = {
  label: 'Suivi de la candidature',
  title: 'Suivi',
  kinds: {
    SENT: 'Envoyée',
    READ: 'Lue',
    INVITED: 'Retenue pour un entretien',
    REFUSED: 'Non retenue',
    OFFER_CLOSED: 'Offre close',
    WITHDRAWN: 'Retirée',
  },
  on: (label: string, date: string) => `${label} le ${date}`,
  help: `La lecture apparaît quand le recruteur a choisi de la signaler ; ${guillemets('Retenue pour un entretien')} et ${guillemets('Non retenue')}, quand il vous a répondu. Sans réponse, vous êtes prévenu une semaine après la clôture de l’offre.`,
};

/** Withdrawing an application (its candidate), and what the company reads of a withdrawn one. */
export const WITHDRAW_MESSAGES = {
  button: 'Retirer ma candidature',
  title: 'Retirer votre candidature ?',
  text: `Votre CV, votre lettre de motivation et vos messages seront supprimés aussitôt. Le recruteur verra seulement ${guillemets('Candidature retirée')}. Vous ne pourrez pas postuler de nouveau à cette offre.`,
  confirm: 'Retirer ma candidature',
  cancel: 'Annuler',
  pending: 'Retrait…',
  doneTitle: 'Candidature retirée',
  done: 'Vos documents ont été supprimés.',
  candidate: 'Vous avez retiré cette candidature : ses documents et vos messages ont été supprimés.',
  company: 'Candidature retirée',
  companyText: 'Le candidat a retiré sa candidature : ses documents et ses messages ont été supprimés.',
};

/** `/dashboard/applications`: the candidate's sent applications. */
export const MY_APPLICATIONS_MESSAGES = {
  tableLabel: 'Mes candidatures envoyées',
  count: (count: number) => (count <= 1 ? `${count} candidature envoyée` : `${count} candidatures envoyées`),
  offer: 'Offre',
  company: 'Entreprise',
  place: 'Lieu',
  sentAt: 'Envoyée le',
  reading: 'Suivi',
  waiting: 'En attente d’une réponse',
  readAt: (date: string) => `Lue le ${date}`,
  notRead: 'Pas de mention de lecture',
  placeLabel: (name: string, postalCode: string) => `${name} (${postalCode})`,
  sentOn: (date: string) => `Envoyée le ${date}`,
  empty: 'Vous n’avez pas encore envoyé de candidature.',
  emptyHint: 'Trouvez une offre qui vous ressemble et postulez en quelques minutes.',
  allOffers: 'Voir les offres',
  more: 'Afficher plus de candidatures',
  readingHelp: STEP_MESSAGES.help,
};
