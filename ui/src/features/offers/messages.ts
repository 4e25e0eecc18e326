/** French texts of the job offer pages: the form, the detail and `/dashboard/jobs` (spec sections 2, 4, 5, 8). */
import { guillemets, of } from '../../lib/french';
import { fileSize, frenchNumber, megabytes } from '../../lib/numbers';
import { LIMITS } from '../../gql/limits';

/** Notifications of spec section 8, word for word. */
export const OFFER_NOTIFICATIONS = {
  invalidTitle: 'Annonce invalide',
  unknownError: 'Une erreur est survenue.',
  draftSaved: 'Annonce enregistrée',
  publishedTitle: 'Publication en ligne',
  published: 'Votre annonce est bien publiée.',
  /** Published over the checker's warnings: held for a staff review (issue 58). */
  heldTitle: 'Annonce en cours de validation',
  held: 'Votre annonce contient des points à vérifier : notre équipe la relit avant sa mise en ligne.',
  noCredit:
    'La publication a échoué\u00a0: Vous n’avez pas de crédit pour publier votre annonce. Celle-ci a été enregistrée en Brouillon. Achetez des crédits pour pouvoir la diffuser.',
  /** Spec section 9: the publish failure stays 15 s. */
  noCreditTimeoutMs: 15_000,
  publishFailedTitle: 'Publication impossible',
  suspendedTitle: 'Annonce suspendue',
  suspended: 'Votre annonce n’est plus visible des candidats.',
  duplicatedTitle: 'Annonce dupliquée',
  duplicated: (title: string) => `${guillemets(title)} a été créée en brouillon.`,
  deletedTitle: 'Suppression réussie',
  deleted: 'Votre annonce a été supprimée.',
  actionFailedTitle: 'Une erreur est survenue',
};

/** Offer status numbers (spec section 4) and their list labels. */
export const OFFER_STATUS = { deleted: -2, expired: -1, draft: 0, held: 1, published: 2 } as const;

export const OFFER_FORM_MESSAGES = {
  formLabel: 'Votre annonce',
  sections: {
    company: 'L’entreprise',
    job: 'Le poste',
    criteria: 'Critères',
    place: 'Lieu de travail',
  },
  required: 'obligatoire',
  requiredHint: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
  /** Spec section 5, under a required field left empty. */
  requiredField: 'Ce champ est obligatoire.',
  company: 'Entreprise',
  noCompany: 'Aucune entreprise n’est rattachée à votre compte : renseignez-la d’abord dans Mon entreprise.',
  companyLink: 'Mon entreprise',
  companyPresentation: "Présentation de l'entreprise",
  companyPresentationHelp: 'Reprise de la fiche de votre entreprise ; vous pouvez l’adapter à cette annonce.',
  title: 'Nom du poste',
  titlePlaceholder: 'Ex. : Tapissier décorateur / Tapissière décoratrice H/F',
  description: 'Description du poste',
  descriptionHelp: 'Missions, équipe, conditions de travail.',
  perfectCandidateDescription: 'Le candidat de vos rêves',
  perfectCandidateHelp: 'Formation, expérience, savoir-faire, qualités.',
  textFormatHelp: `Mise en forme : une ligne vide entre deux paragraphes, ${guillemets('-')} en début de ligne pour une liste, **gras** et *italique*.`,
  contract: 'Contrat',
  contractFree: (name: string) => `${name} (publication gratuite)`,
  salary: 'Salaire',
  training: {
    // Issue 55: a training contract's own fields.
    legend: 'La formation',
    diploma: 'Diplôme préparé',
    school: 'École ou CFA (facultatif)',
    rhythm: 'Rythme (facultatif)',
    rhythmHelp: 'Ex. : 3 semaines en entreprise / 1 semaine au CFA.',
    months: 'Durée (mois)',
    monthsHelp: (min: number, max: number) => `De ${min} à ${max} mois.`,
    startsOn: 'Date de début',
  },
  pay: {
    legendLegal: 'Salaire brut au-delà du minimum légal (facultatif)',
    helpLegal:
      'La loi fixe la rémunération minimale de ce contrat : l’annonce l’affiche selon l’âge et l’année. Indiquez un salaire seulement s’il est supérieur.',
    legend: 'Salaire brut',
    help: 'Obligatoire : la loi demande de donner le salaire dès l’annonce. Les candidats le lisent en premier.',
    min: 'Minimum (€ brut)',
    max: 'Maximum (€ brut)',
    amountHelp: 'Ex. : 32 000, ou 12,50 de l’heure.',
    maxHelp: 'Égal au minimum pour un montant fixe.',
    /** A letter, a sign or a zero in an amount (issue 58, minor 13): said as it is typed. */
    notAnAmount: 'Indiquez un montant en chiffres, supérieur à zéro (ex. : 32 000 ou 12,50).',
    period: 'Période',
    periods: { YEAR: 'Par an', MONTH: 'Par mois', HOUR: 'De l’heure' },
    spreadReason: 'Raison de l’écart',
    spreadHelp: 'Le maximum dépasse une fois et demie le minimum : dites pourquoi (expérience, responsabilités…).',
    variable: 'Part variable (facultatif)',
    variableHelp: 'Ex. : commission de 3 % sur les ventes, prime annuelle.',
    /** After the barometer's title (« Salaires des ébénistes en Bretagne »): its cell's median range (`range`: « 30 000 – 36 000 € brut/an »). */
    hint: (range: string, count: number) => ` : fourchette médiane ${range} pour ce contrat (${frenchNumber(count)}\u00a0annonces).`,
    hintInsufficient: ' : données insuffisantes pour situer votre fourchette.',
    /** Where the middle of the typed range stands against the median range. */
    standing: {
      below: 'Votre fourchette est en dessous de la médiane.',
      within: 'Votre fourchette est dans la médiane.',
      above: 'Votre fourchette est au-dessus de la médiane.',
    },
  },
  position: 'Métier',
  jobTypes: "Type d'emploi",
  jobTypesHelp: 'Un ou plusieurs choix.',
  choose: 'Choisir…',
  locality: 'Ville',
  localityPlaceholder: 'Tapez le nom ou le code postal',
  localityHelp: 'Une seule localisation par annonce.',
  localityNone: 'Aucune ville ne correspond.',
  localityTyping: 'Tapez au moins 2 caractères',
  localityLoading: 'Recherche…',
  address: 'Adresse (facultatif)',
  addressPlaceholder: 'Ex. : 96 avenue Daumesnil',
  saveDraft: 'Enregistrer en Brouillon',
  publish: 'Publier mon annonce',
  saveChanges: 'Enregistrer les modifications',
  cancel: 'Annuler',
  saving: 'Enregistrement…',
  publishing: 'Publication…',
  /** A company publishes once its e-mail address is confirmed (docs/offers.md). */
  confirmToPublish: {
    title: 'Vous devez d’abord confirmer votre adresse email.',
    text: 'Pour publier une annonce, même gratuite, cliquez sur le lien de l’e-mail de confirmation reçu à l’inscription. Vous pouvez enregistrer votre annonce en brouillon en attendant.',
    resend: "Renvoyer l'e-mail de confirmation",
    resending: 'Envoi…',
    resent: 'Un nouvel e-mail de confirmation vient de vous être envoyé.',
  },
  disabledHint: 'Renseignez le nom du poste, le contrat, le salaire et le métier pour enregistrer.',
  errorsTitle: 'Votre annonce n’a pas pu être enregistrée',
  wordingTitle: 'Relisez votre annonce avant de la publier',
  wordingNote:
    'La loi interdit certains critères dans une offre d’emploi : une mention interdite empêche la publication tant qu’elle n’est pas corrigée. Les autres points sont des avertissements : vous pouvez corriger votre texte ou publier quand même, et notre équipe relira l’annonce avant sa mise en ligne.',
  freePublication: 'Ce contrat se publie gratuitement, sans crédit.',
  creditPublication: 'La publication utilise un crédit d’annonce.',
};

/** Who of the team created and last published an offer (issue 38); '' when unknown. */
export function offerAuthors(createdBy: string | null | undefined, publishedBy: string | null | undefined): string {
  return [createdBy && `Créée par ${createdBy}`, publishedBy && `publiée par ${publishedBy}`].filter(Boolean).join(' · ');
}

export const OFFER_MESSAGES = {
  detail: {
    meta: {
      title: "Offre d'emploi",
      description: 'Une offre d’emploi de la décoration, de l’architecture intérieure ou des arts décoratifs sur Ensemblier.',
    },
    back: 'Retour',
    loading: 'Chargement de l’offre…',
    loadError: 'L’offre n’a pas pu être chargée.',
    retry: 'Réessayer',
    notFoundTitle: 'Offre introuvable',
    notFound: 'Cette offre n’existe pas ou n’est plus en ligne.',
    allOffers: 'Voir toutes les offres',
    modeLabel: 'Mode d’affichage de l’annonce',
    show: 'Voir',
    edit: 'Modifier',
    ownerNotice: (label: string) => `Votre annonce · ${label}`,
    candidates: (count: number) => (count === 0 ? 'Aucun candidat' : count === 1 ? '1 candidat' : `${count} candidats`),
    urgent: 'Urgent',
    facts: 'En bref',
    training: {
      // Issue 55: what a training offer trains for, and the pay the law sets.
      title: 'La formation',
      diploma: 'Diplôme préparé',
      rncp: (level: number) => `niveau ${level} RNCP`,
      school: 'École ou CFA',
      rhythm: 'Rythme',
      duration: 'Durée',
      start: 'Début',
      legalTitle: 'Rémunération minimale légale',
      age: 'Âge',
      year: (year: number) => (year === 0 ? 'Toute la durée' : year === 1 ? '1re année' : `${year}e année`),
    },
    contract: 'Contrat',
    jobTypes: "Type d'emploi",
    salary: 'Salaire',
    paySpread: 'Écart de la fourchette',
    position: 'Métier',
    place: 'Lieu',
    description: 'Le poste',
    /** The form's « Le candidat de vos rêves » speaks to the recruiter; candidates read this (issue 58, minor 34). */
    perfectCandidate: 'Profil recherché',
    company: 'L’entreprise',
    logoAlt: (name: string) => `Logo ${of(name)}`,
    companyPage: 'Voir l’entreprise et toutes ses offres',
    works: 'Ses réalisations',
    apply: 'Postuler',
    share: 'Partager',
    editTitle: (title: string) => `Modifier ${guillemets(title)}`,
    expiredOwner: 'Cette annonce a expiré : elle n’est plus visible des candidats. Vous pouvez la republier depuis vos annonces.',
    myJobs: 'Mes annonces',
  },
  expired: {
    title: 'Cette offre a expiré',
    text: 'Le recrutement est peut-être terminé. Découvrez les autres offres des métiers de la décoration.',
    button: 'Voir les offres en cours',
  },
  /** Issue 37: offers like this one, under every offer and in place of an expired one's dead end. */
  /** Under every offer (issue 54): the page saying what the site does automatically. */
  howItWorks: {
    text: 'Classement, suggestions, vérification des annonces : ce que fait la machine, et ce qu’elle ne fait jamais.',
    link: 'Comment fonctionne Ensemblier',
    href: '/comment-fonctionne-ensemblier',
  },
  similar: {
    title: 'Offres similaires',
    expiredTitle: 'Ces offres pourraient vous intéresser',
    place: (company: string, locality: string) => `${company} - ${locality}`,
  },
  share: {
    title: 'Partager cette offre',
    text: (title: string, company: string) => `${title} chez ${company}`,
    linkedin: 'Partager sur LinkedIn',
    linkedinNewTab: 'Partager sur LinkedIn (nouvel onglet)',
    copy: 'Copier le lien',
    copied: 'Lien copié',
    link: 'Lien de l’offre',
    close: 'Fermer',
  },
  create: {
    meta: {
      title: 'Nouvelle annonce',
      description: 'Publiez une offre d’emploi sur Ensemblier, le job board de la décoration.',
    },
    eyebrow: 'Recruteurs',
    title: 'Nouvelle annonce',
    intro: 'Une annonce, un poste, un lieu : décrivez votre entreprise, le poste et le candidat de vos rêves.',
    back: 'Mes annonces',
    loading: 'Chargement du formulaire…',
    tipsTitle: 'Bon à savoir',
    tips: [
      'Publier une annonce utilise un crédit d’annonce ; les offres de stage et d’alternance se publient gratuitement.',
      'Une seule localisation par annonce : pour plusieurs villes, dupliquez-la depuis Mes annonces.',
      'Enregistrée en Brouillon, votre annonce reste invisible : vous la publierez depuis Mes annonces.',
    ],
    loadError: 'Le formulaire n’a pas pu être chargé.',
    retry: 'Réessayer',
  },
};

export const MY_JOBS_MESSAGES = {
  title: 'Mes annonces',
  intro: 'Vos offres, leur statut et les candidats reçus.',
  dashboardTitle: 'Mon tableau de bord',
  newOffer: 'Passer une annonce',
  count: (count: number) => (count <= 1 ? `${count} annonce` : `${count} annonces`),
  empty: 'Vous n’avez pas encore d’annonce.',
  emptyHint: 'Rédigez votre première annonce : vous pourrez l’enregistrer en brouillon puis la publier.',
  loading: 'Chargement de vos annonces…',
  loadError: 'Impossible de charger vos annonces.',
  retry: 'Réessayer',
  more: 'Afficher plus d’annonces',
  listLabel: 'Mes annonces',
  status: 'Statut',
  candidates: (count: number | null) =>
    count === null || count === 0 ? 'Aucun candidat' : count === 1 ? '1 candidat' : `${count} candidats`,
  // « candidats » is masculine: « 2 candidats, dont 2 nouveaux » (issue 35).
  unreadCandidates: (count: number) => (count === 1 ? 'dont 1 nouveau' : `dont ${count} nouveaux`),
  waitingCandidates: (count: number) => (count === 1 ? '1 attend encore votre réponse' : `${count} attendent encore votre réponse`),
  candidatesLink: (title: string) => `Voir les candidatures de ${guillemets(title)}`,
  stats: (views: number, clicks: number) =>
    // No-break spaces: « 1 234 vues » and « « Postuler » » never split across lines (issue 35).
    `${frenchNumber(views)}\u00a0${views > 1 ? 'vues' : 'vue'} · ${frenchNumber(clicks)}\u00a0${clicks > 1 ? 'clics' : 'clic'} sur ${guillemets('Postuler')}`,
  place: (name: string, postalCode: string) => `${name} (${postalCode})`,
  actionsLabel: (title: string) => `Actions pour ${guillemets(title)}`,
  publish: 'Publier',
  suspend: 'Suspendre',
  edit: 'Modifier',
  duplicate: 'Dupliquer',
  delete: 'Supprimer',
  freePublication: 'Publication gratuite',
  deleteDialogTitle: 'Supprimer cette annonce ?',
  deleteDialogText: (title: string) =>
    `${guillemets(title)} sera retirée du site et de votre liste d’annonces. Cette action est irréversible.`,
  cancel: 'Annuler',
  confirmDelete: 'Supprimer l’annonce',
};

/** Applying from the offer page (spec sections 2, 5 and 8: the checks' messages are the spec's). */
/** « Mon book » in the application form (docs/book.md): the projects sent with it. */
export const BOOK_PICKER_MESSAGES = {
  legend: 'Joindre mon book',
  help: (max: number) => `Cochez jusqu’à ${max} projets, dans l’ordre où le recruteur les verra. Votre dernier choix est repris.`,
  pdf: 'Mon book PDF',
  rank: (rank: number) => `n°${rank}`,
  up: (title: string) => `Monter ${title}`,
  down: (title: string) => `Descendre ${title}`,
  full: (max: number) => `Vous avez choisi ${max} projets, le maximum : décochez-en un pour en choisir un autre.`,
  images: (count: number) => (count === 0 ? 'aucune image' : count === 1 ? '1 image' : `${count} images`),
  chosen: (count: number) => (count === 0 ? 'Aucun projet choisi.' : count === 1 ? '1 projet choisi.' : `${count} projets choisis.`),
};

export const APPLY_MESSAGES = {
  dialogTitle: 'Postuler à cette offre',
  offer: (title: string, company: string) => `${title} · ${company}`,
  intro: 'Le recruteur recevra votre candidature avec vos deux documents. Les champs marqués d’un astérisque (*) sont obligatoires.',
  introOneStep:
    'Le recruteur recevra votre candidature avec le CV de votre profil et votre message de motivation. Les champs marqués d’un astérisque (*) sont obligatoires.',
  phone: 'Téléphone',
  phoneHelp: 'Le recruteur pourra vous joindre à ce numéro ; il est aussi enregistré dans votre profil.',
  phoneRequired: 'Le numéro de téléphone est obligatoire.',
  coverLetterMessage: 'Message de motivation',
  coverLetterMessageHelp: 'Quelques lignes pour présenter votre motivation (facultatif).',
  /** The one-step apply: the message stands for the letter unless a PDF is chosen. */
  coverLetterMessageOneStepHelp: 'Quelques lignes pour présenter votre motivation, ou joignez une lettre en PDF.',
  /** The server's words (`apply::MOTIVATION_MISSING`), with the UI's apostrophe. */
  motivationMissing: 'Merci d’écrire votre message de motivation ou de joindre votre lettre de motivation.',
  questionsAnswerMessage: 'Réponses aux questions de l’annonce',
  questionsAnswerMessageHelp: 'Si l’annonce pose des questions, répondez-y ici (facultatif).',
  documents: 'Vos documents',
  documentsHelp: `Au format PDF, ${megabytes(LIMITS.fileBytes.document)} Mo maximum chacun.`,
  cv: 'CV (document n°1)',
  coverLetter: 'Lettre de motivation (document n°2)',
  cvInput: 'Fichier du CV (PDF)',
  coverLetterInput: 'Fichier de la lettre de motivation (PDF)',
  choose: 'Choisir un fichier',
  replace: 'Changer de fichier',
  noFile: 'Aucun fichier choisi',
  profileCv: 'Le CV de votre profil',
  profileCvHint: 'Il sera joint à votre candidature. Vous pouvez en choisir un autre pour cette offre.',
  /** Document n°2 in the one-step apply. */
  coverLetterOptional: 'Facultative : votre message de motivation suffit.',
  file: (name: string, size: number) => `${name} (${fileSize(size)})`,
  notPdf: 'Merci de ne joindre que des documents au format PDF.',
  tooBig: (document: 1 | 2) => `Le document n°${document} a une taille supérieure à ${megabytes(LIMITS.fileBytes.document)}MB.`,
  missingTitle: 'Documents manquants',
  missing: 'Merci de joindre votre CV et votre lettre de motivation.',
  missingClose: 'J’ai compris',
  cancel: 'Annuler',
  submit: 'Envoyer ma candidature',
  sending: 'Envoi de votre candidature…',
  uploading: (percent: number) => `Envoi des documents : ${percent} %`,
  progressLabel: 'Progression de l’envoi des documents',
  errorTitle: 'Votre candidature n’a pas été envoyée.',
  successTitle: 'Candidature envoyée',
  success: 'Votre candidature a bien été envoyée. Un e-mail de confirmation vient de vous être adressé.',
  applied: (date: string) => `Vous avez postulé le ${date}.`,
  appliedNoDate: 'Vous avez postulé à cette offre.',
  myApplications: 'Voir mes candidatures',
};
