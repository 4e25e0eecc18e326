/** French texts of the home page. */
import { frenchNumber } from '../../lib/numbers';
export const HOME_MESSAGES = {
  meta: {
    title: 'Ensemblier — emplois de la décoration, de l’architecture intérieure et des arts décoratifs',
    description:
      'Ensemblier, le job board des métiers de la décoration : offres d’emploi d’architecte d’intérieur, décorateur, tapissier, ébéniste, vendeur conseil et bien d’autres, partout en France.',
  },
  eyebrow: 'Décoration · Architecture intérieure · Arts décoratifs',
  title: 'Le job board des métiers de la décoration',
  intro: 'Des offres d’emploi choisies pour les talents qui dessinent, fabriquent, conseillent et subliment nos intérieurs.',
  search: {
    label: 'Rechercher une offre',
    keywordsLabel: 'Métier, compétence ou entreprise',
    keywordsPlaceholder: 'Quel job ?',
    placesLabel: 'Lieu',
    placesPlaceholder: 'Où ?',
    submit: 'Rechercher',
    hint: 'Affinez ensuite par contrat, salaire et métier.',
  },
  latest: {
    title: 'Les dernières offres',
    all: 'Voir toutes les offres',
    loading: 'Chargement des dernières offres…',
    error: 'Les dernières offres n’ont pas pu être chargées.',
    retry: 'Réessayer',
    empty: 'Aucune offre n’est en ligne pour le moment.',
  },
  posts: {
    title: 'Tendances RH',
    all: 'Lire tous les articles',
    loading: 'Chargement des derniers articles…',
    error: 'Les derniers articles n’ont pas pu être chargés.',
    retry: 'Réessayer',
    empty: 'Aucun article n’est publié pour le moment.',
  },
  partners: {
    title: 'Nos partenaires',
  },
  testimonials: {
    title: 'Ils nous font confiance',
  },
  advertising: {
    label: 'Publicité',
    houseTitle: 'Votre bannière ici',
    houseText: `Faites connaître votre entreprise, votre école ou votre marque auprès de ${frenchNumber(5000)} candidats par mois : réservez une bannière en page d’accueil.`,
    houseButton: 'Découvrir les bannières',
  },
  publish: {
    title: 'Vous recrutez ?',
    text: 'Publiez votre offre en quelques minutes et touchez des candidats qualifiés, issus de la décoration et de l’architecture intérieure.',
    button: 'Publier une offre',
    pricing: 'Voir les tarifs',
  },
  follow: {
    title: 'Suivez-nous',
    text: 'Offres à la une, portraits de métiers et coulisses des ateliers : retrouvez Ensemblier sur les réseaux sociaux.',
  },
};
