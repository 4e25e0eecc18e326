import { guillemets } from '../../lib/french';
import { LIMITS } from '../../gql/limits';
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
  downloadBookPdf: 'Télécharger le book PDF',
  bookPdfFile: (id: number) => `book-candidature-${id}.pdf`,
};

/** The book sent with an application (docs/book.md): its gallery and full-screen viewer. */
export const PORTFOLIO_MESSAGES = {
  title: 'Book',
  intro: (count: number) =>
    count === 1
      ? 'Le projet joint à la candidature, tel qu’il a été envoyé.'
      : `Les ${count} projets joints à la candidature, dans l’ordre choisi, tels qu’ils ont été envoyés.`,
  project: (rank: number, title: string) => `${rank}. ${title}`,
  open: (alt: string) => `Agrandir l’image : ${alt}`,
  viewer: 'Visionneuse du book',
  close: 'Fermer',
  previous: 'Image précédente',
  next: 'Image suivante',
  position: (index: number, total: number) => `${index} / ${total}`,
  noImage: 'Ce projet n’a pas d’image.',
  help: 'Flèches gauche et droite pour passer d’une image à l’autre, Échap pour fermer.',
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

/** The application's thread (issue 53), on the application page of both sides. */
export const THREAD_MESSAGES = {
  title: 'Conversation',
  loading: 'Chargement de la conversation…',
  loadError: 'La conversation n’a pas pu être chargée.',
  retry: 'Réessayer',
  empty: (isCompany: boolean) =>
    isCompany
      ? 'Aucun message pour l’instant. Écrivez au candidat : il pourra vous répondre ici ou par e-mail.'
      : 'Aucun message pour l’instant. Vous pouvez poser une question au recruteur sur l’offre ; il pourra vous répondre ici.',
  you: 'Vous',
  sentOn: (date: string) => `le ${date}`,
  byMail: 'reçu par e-mail',
  read: (date: string) => `Lu le ${date}`,
  label: 'Votre message',
  placeholder: (isCompany: boolean) => (isCompany ? 'Écrivez au candidat…' : 'Écrivez au recruteur…'),
  counter: (count: number, max: number) => `${count} / ${max}`,
  send: 'Envoyer',
  sending: 'Envoi…',
  sent: 'Message envoyé.',
  waitingForAnswer: 'Vous avez écrit au recruteur : vous pourrez lui écrire de nouveau dès qu’il vous aura répondu.',
  firstMessageHint: 'Avant la réponse du recruteur, vous pouvez lui envoyer un seul message.',
  closed: 'Cette candidature a été retirée : la conversation est close.',
  attach: 'Joindre un PDF',
  attachHint: (max: number) =>
    `PDF uniquement, ${Math.round(LIMITS.fileBytes.document / (1024 * 1024))} Mo au plus chacun, ${max} fichiers au plus.`,
  tooManyFiles: (max: number) => `Vous pouvez joindre au plus ${max} fichiers PDF à un message.`,
  removeFile: (name: string) => `Retirer ${name}`,
  attachments: 'Pièces jointes',
  download: (name: string) => `Télécharger ${name}`,
};

/** The recruiter's answer time on her dashboard (issue 53, item 5; docs/answer-time.md). */
export const ANSWER_TIME_MESSAGES = {
  title: 'Votre délai de réponse',
  how: `Pour chaque candidature reçue ces ${LIMITS.days.answerWindow} derniers jours, le temps jusqu’à votre première réponse : un message, une invitation ou un refus.`,
  shown: (line: string) => `Vos annonces et votre page affichent ${guillemets(line)}.`,
  median: (days: number, applications: number) =>
    `Délai médian : ${days} jour${days > 1 ? 's' : ''}, sur ${applications} candidature${applications > 1 ? 's' : ''}.`,
  tooLong: `Au-delà de ${LIMITS.days.answerShownAtMost} jours, il n’est pas affiché sur vos annonces.`,
  tooFew: (applications: number) =>
    `Pas encore affiché : il faut au moins ${LIMITS.count.answerApplications} candidatures reçues ces ${LIMITS.days.answerWindow} derniers jours, dont au moins la moitié avec une réponse (${applications} reçue${applications > 1 ? 's' : ''}).`,
  reading: (line: string) => `Et aussi ${guillemets(line)}, puisque votre équipe a lu des candidatures cette semaine.`,
  waiting: (count: number) =>
    count === 0
      ? 'Aucune candidature n’attend votre première réponse.'
      : count > 1
        ? `${count} candidatures attendent votre première réponse ; les plus anciennes :`
        : '1 candidature attend votre première réponse :',
  waitingItem: (name: string, title: string, date: string) => `${name || 'Candidat'} — ${title}, reçue le ${date}`,
  loadError: 'Impossible de charger votre délai de réponse.',
};
