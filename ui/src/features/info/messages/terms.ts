/** /conditions: CGU and CGV (spec section 1, "Terms"). The ad lasts LIMITS.days.ad here and
 * in the FAQ (docs/offers.md: the spec's FAQ text says 40 days, the product does 30). */
import type { ProseSection } from '../../../components/Prose';
import { SITE } from '../../../lib/site';
import { LIMITS } from '../../../gql/limits';

export const TERMS_MESSAGES = {
  meta: {
    title: 'Conditions générales d’utilisation et de vente',
    description:
      'Conditions générales d’utilisation et de vente d’Ensemblier : publication des annonces, refus, prix, paiement, commandes et facturation.',
  },
  eyebrow: 'CGU / CGV',
  title: 'Conditions générales d’utilisation et de vente',
  intro:
    'Les présentes conditions régissent l’utilisation du site Ensemblier par les candidats et les recruteurs, ainsi que la vente des annonces et options aux entreprises.',
  tocLabel: 'Sommaire',
};

export const TERMS_SECTIONS: readonly ProseSection[] = [
  {
    id: 'objet',
    title: '1. Objet',
    blocks: [
      'Ensemblier est un site d’offres d’emploi dédié aux métiers de la décoration, de l’architecture intérieure et des arts décoratifs. Il permet aux entreprises du secteur de publier des offres d’emploi et aux candidats de les consulter et d’y postuler.',
      'Toute utilisation du site, et toute commande, vaut acceptation sans réserve des présentes conditions.',
    ],
  },
  {
    id: 'comptes',
    title: '2. Comptes utilisateurs',
    blocks: [
      'La création d’un compte candidat et l’utilisation du site par les candidats sont gratuites. Les recruteurs ouvrent un compte entreprise pour publier des annonces et acheter des services.',
      'Chaque utilisateur s’engage à fournir des informations exactes et à garder ses identifiants confidentiels. L’adresse e-mail doit être confirmée avant tout achat.',
    ],
  },
  {
    id: 'annonces',
    title: '3. Publication des annonces',
    blocks: [
      `Une annonce achetée est publiée pendant ${LIMITS.days.ad} jours. Cette durée peut être prolongée par une option payante.`,
      `Une même annonce ne peut être publiée qu’une seule fois par période de ${LIMITS.days.ad} jours.`,
      'Chaque annonce concerne un seul poste, situé en un seul lieu, dans le secteur de la décoration, du design ou des arts décoratifs. Le recruteur est seul responsable du contenu de ses annonces, qui doit respecter la législation en vigueur.',
    ],
  },
  {
    id: 'refus',
    title: '4. Refus et retrait des annonces',
    blocks: [
      'Ensemblier se réserve le droit de refuser ou de retirer à tout moment, sans remboursement, une annonce ou un compte, notamment en cas de :',
      {
        list: [
          'contenu discriminatoire ou contraire à la loi ;',
          'entreprise non identifiée ou non identifiable ;',
          'adresse e-mail personnelle (non professionnelle) utilisée pour le compte entreprise ;',
          'arnaque, demande d’avance d’argent ou de frais aux candidats.',
        ],
      },
    ],
  },
  {
    id: 'prix',
    title: '5. Prix',
    blocks: [
      'Les prix sont indiqués en euros hors taxes (HT) ; la TVA au taux de 20 % s’y ajoute. Les tarifs en vigueur sont ceux affichés sur la page Tarifs au moment de la commande.',
    ],
  },
  {
    id: 'paiement',
    title: '6. Paiement',
    blocks: [
      'Le paiement s’effectue à la commande, par carte bancaire, par chèque ou par virement.',
      'Les prestations commencent à la réception du paiement.',
    ],
  },
  {
    id: 'commandes',
    title: '7. Commandes',
    blocks: ['Toute commande est ferme et irrévocable. Les crédits d’annonces achetés sont visibles dans l’espace client.'],
  },
  {
    id: 'facturation',
    title: '8. Facturation',
    blocks: ['Une facture est émise pour chaque commande ; elle est disponible dans l’espace client.'],
  },
  {
    id: 'candidatures',
    title: '9. Candidatures',
    blocks: [
      'Les candidatures sont transmises directement aux recruteurs. Ensemblier n’intervient pas dans la sélection des candidats et ne garantit ni le nombre de candidatures ni l’issue d’un recrutement.',
    ],
  },
  {
    id: 'donnees',
    title: '10. Données personnelles',
    blocks: [
      `Les données personnelles sont traitées pour fournir le service (comptes, annonces, candidatures, alertes, facturation), conformément au règlement général sur la protection des données. Chaque utilisateur peut y accéder, les rectifier ou demander leur suppression depuis son tableau de bord ou en écrivant à ${SITE.contactEmail}. Un candidat peut supprimer son compte à tout moment.`,
    ],
  },
  {
    id: 'droit',
    title: '11. Droit applicable',
    blocks: [
      'Les présentes conditions sont soumises au droit français. À défaut d’accord amiable, tout litige relève des tribunaux français compétents.',
    ],
  },
];
