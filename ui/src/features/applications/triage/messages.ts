/** French texts of the recruiter's triage page `/dashboard/jobs/:jobOfferId/applications`. */
import { guillemets, of } from '../../../lib/french';
export type InterviewStatus = 'yes' | 'maybe' | 'no';

const plural = (count: number, one: string, many: string) => (count <= 1 ? `${count} ${one}` : `${count} ${many}`);

export const TRIAGE_MESSAGES = {
  title: 'Candidatures',
  dashboardTitle: 'Mon tableau de bord',
  back: 'Retour à mes annonces',
  viewOffer: 'Voir l’annonce',
  offerLabel: 'Annonce',
  export: 'Exporter (CSV pour Excel)',
  exportArchive: 'Télécharger avec les CV (ZIP)',
  exporting: 'Export…',
  exportFailed: 'Export impossible',
  loading: 'Chargement des candidatures…',
  loadError: 'Impossible de charger les candidatures.',
  retry: 'Réessayer',
  notFoundTitle: 'Annonce introuvable',
  notFound: 'Cette annonce n’existe pas ou n’appartient pas à votre entreprise.',
  empty: 'Aucune candidature pour cette annonce pour le moment.',
  emptyHint: 'Les candidatures apparaîtront ici dès leur envoi. Vous pourrez les ouvrir, les trier et écrire aux candidats.',
  count: (total: number) => plural(total, 'candidature', 'candidatures'),
  unread: (count: number) => (count <= 1 ? `dont ${count} nouvelle` : `dont ${count} nouvelles`),
  more: 'Afficher plus',
  moreError: 'Impossible de charger la suite des candidatures.',
  listLabel: 'Candidatures reçues',
  // Selection
  selectAll: 'Sélectionner toutes les candidatures affichées',
  selectAllShort: 'Tout sélectionner',
  select: (name: string) => `Sélectionner la candidature ${of(name)}`,
  selected: (count: number) =>
    count === 0 ? 'Aucune candidature sélectionnée' : count === 1 ? '1 candidature sélectionnée' : `${count} candidatures sélectionnées`,
  writeToSelected: 'Écrire aux candidats sélectionnés',
  inviteSelected: 'Inviter à un entretien',
  refuseSelected: 'Refuser',
  noteSelected: {
    label: 'Noter la sélection',
    choose: 'Entretien…',
    doneTitle: 'Statut d’entretien',
    done: (count: number) => (count <= 1 ? `${count} candidature notée.` : `${count} candidatures notées.`),
  },
  // What the recruiter answered (the candidate sees it, dated, in her dashboard)
  answered: { INVITED: 'Invitation envoyée', REFUSED: 'Refus envoyé' } as Record<'INVITED' | 'REFUSED', string>,
  withdrawn: 'Candidature retirée',
  // Columns
  columns: { candidate: 'Candidat', sentAt: 'Reçue le', interview: 'Entretien', documents: 'Documents', open: 'Candidature' },
  sentAt: (date: string) => `Reçue le ${date}`,
  newChip: 'Nouvelle',
  anonymous: 'Candidat anonyme',
  // Interview status
  interviewLabel: (name: string) => `Entretien avec ${name}`,
  interview: [
    { value: 'yes', label: 'Oui' },
    { value: 'maybe', label: 'Peut-être' },
    { value: 'no', label: 'Non' },
  ] as { value: InterviewStatus; label: string }[],
  interviewFailedTitle: 'Statut d’entretien',
  filterLabel: 'Entretien',
  filterAll: 'Toutes les candidatures',
  filterNone: 'Pas encore noté',
  filteredEmpty: 'Aucune candidature avec ce statut d’entretien.',
  // Documents and opening
  cv: 'CV',
  coverLetter: 'Lettre',
  cvLabel: (name: string) => `Télécharger le CV ${of(name)}`,
  coverLetterLabel: (name: string) => `Télécharger la lettre de motivation ${of(name)}`,
  cvFile: (id: number) => `cv-candidature-${id}.pdf`,
  coverLetterFile: (id: number) => `lettre-de-motivation-candidature-${id}.pdf`,
  noDocuments: 'Documents supprimés',
  downloadFailedTitle: 'Téléchargement',
  open: 'Ouvrir',
  openLabel: (name: string) => `Ouvrir la candidature ${of(name)}`,
  /**
   * The recruiter's answers: courteous texts the dialog offers, which she edits before sending
   * (the mail already greets the candidate, names the offer and the company, and says where to reply).
   */
  answers: {
    INVITED: {
      title: 'Inviter à un entretien',
      intro: (count: number) =>
        `${plural(count, 'candidature sélectionnée', 'candidatures sélectionnées')}. Chaque candidat recevra cette invitation par e-mail et lira ${guillemets('Retenue pour un entretien')} dans le suivi de sa candidature. Adaptez le texte avant l’envoi : il pourra vous répondre à l’adresse de votre entreprise.`,
      subject: 'Invitation à un entretien',
      message:
        'Nous avons lu votre candidature avec beaucoup d’intérêt et serions heureux de vous rencontrer pour un entretien.\n\nPourriez-vous nous indiquer vos disponibilités pour les jours à venir en répondant à ce message ? Nous conviendrons ensemble d’un créneau, dans nos locaux ou en visioconférence.\n\nAu plaisir d’échanger avec vous,\nBien cordialement',
      sentTitle: 'Invitation envoyée',
    },
    REFUSED: {
      title: 'Refuser les candidatures sélectionnées',
      intro: (count: number) =>
        `${plural(count, 'candidature sélectionnée', 'candidatures sélectionnées')}. Chaque candidat recevra cette réponse par e-mail et lira ${guillemets('Non retenue')} dans le suivi de sa candidature. Adaptez le texte avant l’envoi.`,
      subject: 'Votre candidature',
      message:
        'Nous vous remercions de l’intérêt que vous portez à notre entreprise et du temps consacré à votre candidature.\n\nAprès un examen attentif, nous avons le regret de ne pas pouvoir y donner une suite favorable : d’autres profils correspondent davantage aux besoins de ce poste.\n\nNous vous souhaitons pleine réussite dans vos recherches et gardons le plaisir de vous lire à une prochaine occasion.\n\nBien cordialement',
      sentTitle: 'Réponse envoyée',
    },
    sent: (sent: number, selected: number) => {
      if (sent === selected) return `Votre réponse a été envoyée à ${plural(sent, 'candidat', 'candidats')}.`;
      const recorded = `Votre réponse a été enregistrée pour ${plural(selected, 'candidature', 'candidatures')}`;
      if (sent === 0)
        return selected <= 1
          ? `${recorded}, sans e-mail : le candidat a retiré sa candidature, supprimé son compte ou pas encore confirmé son adresse.`
          : `${recorded}, sans e-mail : les candidats ont retiré leur candidature, supprimé leur compte ou pas encore confirmé leur adresse.`;
      return `${recorded} et envoyée par e-mail à ${plural(sent, 'candidat', 'candidats')} : les autres ont retiré leur candidature, supprimé leur compte ou pas encore confirmé leur adresse.`;
    },
  },
  // Mail dialog
  mail: {
    title: 'Écrire aux candidats sélectionnés',
    intro: (count: number) =>
      `Votre message sera envoyé par e-mail à ${plural(count, 'candidat', 'candidats')}. Ils pourront vous répondre directement à l’adresse de votre entreprise.`,
    tooMany: 'Vous pouvez écrire à 100 candidats au plus à la fois : réduisez votre sélection.',
    subject: 'Objet',
    message: 'Message',
    required: 'Renseignez l’objet et le message.',
    cancel: 'Annuler',
    send: 'Envoyer',
    sending: 'Envoi…',
    sentTitle: 'Message envoyé',
    sent: (sent: number, selected: number) =>
      sent === selected
        ? `Votre message a été envoyé à ${plural(sent, 'candidat', 'candidats')}.`
        : `Votre message a été envoyé à ${sent} candidat${sent > 1 ? 's' : ''} sur ${selected} : les autres ont supprimé leur compte.`,
  },
};

/** The thread's unread messages on a triage row (issue 53). */
export const TRIAGE_THREAD_MESSAGES = {
  unread: (count: number) => (count > 1 ? `${count} messages non lus` : '1 message non lu'),
};
