/** French texts of the job search (/emploi). */
import { frenchDecimal, frenchNumber } from '../../lib/numbers';
import { guillemets } from '../../lib/french';

export const SEARCH_MESSAGES = {
  meta: {
    title: "Offres d'emploi",
    description:
      'Toutes les offres d’emploi de la décoration, de l’architecture intérieure et des arts décoratifs : recherchez par métier, lieu, contrat et salaire.',
  },
  eyebrow: 'Emploi',
  title: "Offres d'emploi",
  searchLabel: 'Rechercher une offre',
  keywordsLabel: 'Métier, compétence ou entreprise',
  keywordsPlaceholder: 'Quel job ?',
  keywordsHint: 'Au moins 3 caractères.',

  filtersTitle: 'Filtres',
  openFilters: (active: number) => (active > 0 ? `Filtres (${active})` : 'Filtres'),
  closeFilters: 'Fermer les filtres',
  showResults: (total: number | null) =>
    total === null
      ? 'Voir les offres'
      : total === 0
        ? 'Aucune offre'
        : `Voir ${total === 1 ? "l'offre" : `les ${frenchNumber(total)} offres`}`,
  reset: 'Réinitialiser',
  groups: {
    contracts: 'Contrat',
    types: "Type d'emploi",
    positions: 'Métier',
    diplomas: 'Diplôme préparé',
  },
  start: {
    // « Début » of a training offer (issue 55).
    legend: 'Début',
    any: 'Indifférent',
    choices: {
      'this-month': 'Ce mois-ci',
      'next-3-months': 'Dans les 3 prochains mois',
      september: 'À partir de septembre',
    },
  },
  count: (count: number) => `(${frenchNumber(count)})`,
  labelled: {
    label: 'Savoir-faire labellisé',
    help: 'Entreprise du Patrimoine Vivant, Meilleur Ouvrier de France, Maître d’art : labels vérifiés par notre équipe.',
  },
  payFloor: {
    // The spec's group « Salaire », in numbers: the floor an offer's range reaches.
    legend: 'Salaire',
    any: 'Indifférent',
    atLeast: (floor: number) => `≥ ${frenchNumber(floor)}\u00a0€ brut/an`,
  },
  filtersLoading: 'Chargement des filtres…',
  filtersError: 'Les filtres n’ont pas pu être chargés.',

  resultsTitle: 'Résultats',
  total: (total: number) => (total === 1 ? '1 offre' : `${frenchNumber(total)} offres`),
  empty: 'Aucun résultat ne correspond à votre recherche.',
  loading: 'Recherche en cours…',
  loadMore: "Afficher plus d'offres",
  loadingMore: 'Chargement des offres suivantes…',
  allShown: 'Toutes les offres sont affichées.',
  searchError: 'La recherche n’a pas abouti.',
  retry: 'Réessayer',

  correctedFor: 'Résultats pour',
  searchExactly: 'Rechercher exactement',
  sortLabel: 'Trier par',
  sortOptions: { relevance: 'Pertinence', recent: 'Plus récentes', pay: 'Salaire', distance: 'Distance' },
  radiusLabel: 'Dans un rayon de',
  radiusOption: (km: number) => (km === 0 ? 'La ville seulement' : `${km} km`),
  /** Where a result of a radius search is: its distance, or the town it is in (« à Lyon », not « à 0 km »). */
  distance: (km: number, town: string | null) => (town !== null ? `à ${town}` : `à ${frenchDecimal(km)} km`),

  urgent: 'Urgent',
  /** What follows the company's name (a link to its page) on a card. */
  afterCompany: (locality: string) => ` - ${locality}`,
  share: (title: string) => `Partager l'offre ${guillemets(title)}`,

  alert: 'Créer une alerte',
  alertHelp: {
    candidate: 'Recevez les nouvelles offres de cette recherche.',
    visitor: 'Créez votre compte candidat pour recevoir les nouvelles offres de cette recherche.',
  },
  alertToast: {
    createdTitle: 'Alerte créée',
    created: 'Vous recevrez par e-mail les nouvelles offres de cette recherche.',
    disabledTitle: 'Alerte désactivée',
    disabled: 'Vous ne recevrez plus les nouvelles offres de cette recherche.',
  },
  feed: 'Flux Atom de cette recherche',

  shareDialog: {
    title: 'Partager cette offre',
    intro: 'Faites connaître cette offre à votre réseau professionnel.',
    linkedin: 'Partager sur LinkedIn',
    offerLink: "Lien de l'offre",
    copy: 'Copier le lien',
    copied: 'Lien copié',
    close: 'Fermer',
    loading: "Chargement de l'annonce…",
    errorTitle: "Erreur lors du chargement de l'annonce",
    errorDetail: "Impossible de charger les détails de l'offre d'emploi.",
  },
};
