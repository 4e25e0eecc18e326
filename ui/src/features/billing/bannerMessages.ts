/** French texts of banners: the purchase form, the home block and the buyer's counts. */
import { LIMITS } from '../../gql/limits';
import { frenchNumber, megabytes } from '../../lib/numbers';
import { guillemets } from '../../lib/french';
export const BANNER_MESSAGES = {
  form: {
    title: 'Votre bannière',
    intro: `Votre bannière s’affiche en page d’accueil, dans le bloc ${guillemets('Publicité')}, pendant les jours achetés, après validation par notre équipe.`,
    image: 'Image de la bannière',
    imageInputLabel: 'Choisir l’image de la bannière',
    imagePick: 'Choisir une image',
    imageReplace: 'Changer d’image',
    imageHelp: `PNG, JPEG, GIF ou WebP, ${megabytes(LIMITS.fileBytes.bannerImage)} Mo au plus, au format 4:1 (${frenchNumber(1200)} × 300 pixels conseillés).`,
    uploading: 'Envoi de l’image…',
    preview: 'Aperçu de la bannière',
    link: 'Lien de la bannière',
    linkHelp: 'L’adresse complète de la page ouverte au clic (https://…).',
    alt: 'Texte alternatif',
    altHelp: (n: number) => `Ce que dit la bannière, pour ceux qui ne la voient pas (${n}/${LIMITS.text.altText}).`,
    start: 'Premier jour de diffusion',
    startHelp: `Aujourd’hui au plus tôt, dans les ${LIMITS.days.bannerStartAhead} prochains jours.`,
    imageRequired: 'Choisissez l’image de la bannière.',
    linkInvalid: 'Le lien doit commencer par http:// ou https://.',
    altRequired: 'Le texte alternatif est obligatoire.',
    startInvalid: `Choisissez un jour entre aujourd’hui et les ${LIMITS.days.bannerStartAhead} prochains jours.`,
    submit: 'Continuer vers le paiement',
    edit: 'Modifier la bannière',
    success:
      'Votre bannière est réservée : notre équipe la valide avant sa diffusion. Suivez ses affichages et ses clics dans votre espace.',
  },
  summary: {
    gives: (n: number) => `${n} jours de bannière en page d’accueil`,
    start: 'Premier jour de diffusion',
  },
  status: {
    title: 'Vos bannières',
    none: 'Vous n’avez pas encore de bannière.',
    buy: 'Réserver une bannière',
    review: { pending: 'En attente de validation', approved: 'Validée', rejected: 'Refusée' } as Record<string, string>,
    reason: (r: string) => `Motif : ${r}`,
    runs: (from: string, until: string) => `Diffusion du ${from} au ${until}`,
    day: 'Jour',
    impressions: 'Affichages',
    clicks: 'Clics',
    total: 'Total',
    noCounts: 'Aucun affichage pour l’instant.',
    countsLabel: (alt: string) => `Affichages et clics par jour de la bannière ${guillemets(alt)}`,
  },
} as const;
