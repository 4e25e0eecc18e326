/** /legal: Mentions légales. Facts not known yet are marked « à compléter » (docs/ui.md). */
import type { ProseSection } from '../../../components/Prose';
import { SITE } from '../../../lib/site';

export const LEGAL_MESSAGES = {
  meta: {
    title: 'Mentions légales',
    description: 'Mentions légales du site Ensemblier : éditeur, hébergement, contact et données personnelles.',
  },
  eyebrow: 'Informations légales',
  title: 'Mentions légales',
};

export const LEGAL_SECTIONS: readonly ProseSection[] = [
  {
    title: 'Éditeur du site',
    blocks: [
      {
        list: [
          'Nom : Ensemblier',
          'Forme juridique et capital social : [à compléter]',
          'Siège social : [adresse à compléter]',
          'SIRET : en cours d’immatriculation',
          'Directeur de la publication : [à compléter]',
          `Contact : ${SITE.contactEmail}`,
        ],
      },
    ],
  },
  {
    title: 'Hébergement',
    blocks: [
      {
        list: ['Hébergeur : [nom de l’hébergeur à compléter]', 'Adresse : [à compléter]', 'Téléphone : [à compléter]'],
      },
    ],
  },
  {
    title: 'Contact',
    blocks: [`Pour toute question sur le site ou son contenu, écrivez-nous à ${SITE.contactEmail} ou passez par la page Contact.`],
  },
  {
    title: 'Propriété intellectuelle',
    blocks: [
      'La marque Ensemblier, le site et ses contenus (textes, mise en page, logos) sont protégés par le droit de la propriété intellectuelle. Les annonces et logos des entreprises restent la propriété de leurs auteurs. Toute reproduction sans autorisation est interdite.',
    ],
  },
  {
    title: 'Données personnelles',
    blocks: [
      'Les données collectées (compte, CV, candidatures, alertes, commandes) servent uniquement au fonctionnement du service et ne sont jamais vendues. Conformément au RGPD et à la loi Informatique et Libertés, vous disposez d’un droit d’accès, de rectification, d’effacement et d’opposition.',
      `Pour exercer vos droits, écrivez à ${SITE.contactEmail}. Vous pouvez aussi adresser une réclamation à la CNIL.`,
    ],
  },
  {
    title: 'Cookies et stockage local',
    blocks: [
      'Ensemblier n’utilise pas de cookie publicitaire. Seules les informations de votre session de connexion sont conservées dans le stockage local de votre navigateur ; elles sont effacées à la déconnexion.',
    ],
  },
];
