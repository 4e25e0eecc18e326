/** The interview block's French texts (docs/interviews.md). */
export const INTERVIEW_MESSAGES = {
  title: 'Entretien',
  loadError: "L'entretien n'a pas pu être chargé.",
  none: 'Aucun entretien proposé pour le moment.',
  noneCandidate: "Le recruteur ne vous a pas encore proposé d'entretien.",
  propose: 'Proposer un entretien',
  proposeAgain: 'Proposer un autre entretien',
  mode: 'Lieu',
  modes: { WORKSHOP: "À l'atelier", VIDEO: 'En visio', PHONE: 'Par téléphone' } as const,
  link: 'Lien de la visio',
  linkHelp: 'Une adresse https://… (Meet, Teams, Zoom, Jitsi…)',
  date: 'Date',
  time: 'Heure',
  minutes: 'Durée',
  duration: (minutes: number) =>
    minutes < 60
      ? `${minutes} min`
      : minutes % 60 === 0
        ? `${minutes / 60} h`
        : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`,
  slot: (n: number) => `Créneau ${n}`,
  addSlot: 'Ajouter un créneau',
  removeSlot: 'Retirer ce créneau',
  send: 'Envoyer la proposition',
  sending: 'Envoi…',
  close: 'Annuler',
  proposedCompany: (n: number) =>
    n === 1 ? 'Créneau proposé, en attente du choix du candidat :' : 'Créneaux proposés, en attente du choix du candidat :',
  proposedCandidate: (recruiter: string) => `${recruiter} vous propose un entretien. Choisissez le créneau qui vous convient :`,
  pick: 'Choisir ce créneau',
  taken: 'déjà pris',
  scheduled: (when: string) => `Entretien fixé le ${when}`,
  where: (mode: string, place: string) => (place ? `${mode} : ${place}` : mode),
  move: 'Déplacer',
  moveTitle: "Nouvel horaire de l'entretien",
  moveSend: 'Déplacer l’entretien',
  cancelProposal: 'Annuler la proposition',
  decline: 'Décliner',
  cancel: "Annuler l'entretien",
  cancelled: (by: 'candidate' | 'company' | null) =>
    by === 'candidate'
      ? 'Entretien annulé par le candidat.'
      : by === 'company'
        ? 'Entretien annulé par le recruteur.'
        : 'Entretien annulé.',
  picked: 'Entretien confirmé : l’invitation est partie dans vos mails.',
  proposed: 'Proposition envoyée au candidat.',
  moved: 'Entretien déplacé : la nouvelle invitation est partie.',
  done: 'Entretien annulé.',
  calendar: 'Une invitation (.ics) part par mail à chacun : elle ajoute l’entretien à l’agenda.',
} as const;
