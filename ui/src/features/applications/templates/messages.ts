/** French texts of the message templates (issue 53, item 3; docs/messages.md, "Templates"). */
export const TEMPLATE_MESSAGES = {
  picker: {
    label: 'Modèle',
    none: 'Aucun modèle',
    help: 'Le modèle remplit le message, que vous pouvez modifier avant l’envoi.',
    /** A template that also records an answer the candidate sees. */
    records: {
      INVITED: 'Ce modèle enregistre aussi une invitation à un entretien, datée, dans le suivi de la candidature.',
      REFUSED: 'Ce modèle enregistre aussi une réponse négative, datée, dans le suivi de la candidature.',
    },
  },
  page: {
    placeholders:
      'Dans le titre et le texte, {prénom}, {poste} et {entreprise} sont remplacés à l’envoi par le prénom du candidat, l’intitulé de l’offre et le nom de votre entreprise.',
    loading: 'Chargement des modèles…',
    loadError: 'Impossible de charger les modèles.',
    retry: 'Réessayer',
    add: 'Nouveau modèle',
    edit: 'Modifier',
    delete: 'Supprimer',
    deleteLabel: (title: string) => `Supprimer le modèle ${title}`,
    editLabel: (title: string) => `Modifier le modèle ${title}`,
    count: (count: number, max: number) => `${count} modèle${count > 1 ? 's' : ''} sur ${max}`,
    full: (max: number) => `Vous avez ${max} modèles, le maximum : supprimez-en un pour en créer un autre.`,
    deleted: 'Modèle supprimé.',
    saved: 'Modèle enregistré.',
  },
  form: {
    createTitle: 'Nouveau modèle',
    editTitle: 'Modifier le modèle',
    title: 'Titre',
    body: 'Texte',
    answer: 'Enregistre aussi',
    answers: {
      NONE: 'Rien de plus (un simple message)',
      INVITED: 'Une invitation à un entretien',
      REFUSED: 'Une réponse négative',
    },
    answerHelp: 'La réponse apparaît, datée, dans le suivi de la candidature que voit le candidat.',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
    required: 'Le titre et le texte sont obligatoires.',
  },
  /** How a template's answer is named in the list. */
  answerChip: { INVITED: 'Invitation', REFUSED: 'Refus' },
} as const;
