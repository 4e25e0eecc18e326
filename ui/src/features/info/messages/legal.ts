/**
 * /legal: Mentions légales. The publisher, its director and its host come from the operator's
 * settings (`legalNotice`, server `src/legal_notice.rs`); the rest is fixed text.
 */
import type { ProseSection } from '../../../components/Prose';
import { HOW_IT_WORKS_PATH } from './howItWorks';

export const LEGAL_MESSAGES = {
  meta: {
    title: 'Mentions légales',
    description: 'Mentions légales du site Ensemblier : éditeur, hébergement, contact et données personnelles.',
  },
  eyebrow: 'Informations légales',
  title: 'Mentions légales',
  loadError: 'Les mentions légales n’ont pas pu être chargées.',
  example: 'Données d’exemple (mode développement) : en production, ces informations viennent des réglages SELLER_* et LEGAL_*.',
};

/** What the operator's settings say, as the page lists it. */
export interface LegalNoticeFacts {
  publisher: string;
  address: string;
  siren: string;
  /** The trade register's town: « RCS Paris ». */
  rcs: string;
  vatNumber: string;
  capital: string;
  phone: string;
  publicationDirector: string;
  hostName: string;
  hostAddress: string;
  hostPhone: string;
  contactEmail: string;
}

/** « 732829320 » → « 732 829 320 ». */
function spacedSiren(siren: string): string {
  const digits = siren.replace(/\s+/g, '');
  return /^\d{9}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : siren;
}

/** The publisher's and the host's sections. */
export function legalIdentitySections(facts: LegalNoticeFacts): ProseSection[] {
  return [
    {
      title: 'Éditeur du site',
      blocks: [
        {
          list: [
            `Raison sociale : ${facts.publisher}`,
            `Capital social : ${facts.capital}`,
            `Siège social : ${facts.address}`,
            `SIREN : ${spacedSiren(facts.siren)} (RCS ${facts.rcs})`,
            `TVA intracommunautaire : ${facts.vatNumber}`,
            `Téléphone : ${facts.phone}`,
            `Directeur de la publication : ${facts.publicationDirector}`,
            `Contact : ${facts.contactEmail}`,
          ],
        },
      ],
    },
    {
      title: 'Hébergement',
      blocks: [{ list: [`Hébergeur : ${facts.hostName}`, `Adresse : ${facts.hostAddress}`, `Téléphone : ${facts.hostPhone}`] }],
    },
  ];
}

/** The fixed sections, writing to `contactEmail` (the server's `CONTACT_EMAIL`). */
export function legalSections(contactEmail: string): ProseSection[] {
  return [
    {
      title: 'Contact',
      blocks: [`Pour toute question sur le site ou son contenu, écrivez-nous à ${contactEmail} ou passez par la page Contact.`],
    },
    {
      title: 'Propriété intellectuelle',
      blocks: [
        'La marque Ensemblier, le site et ses contenus (textes, mise en page, logos) sont protégés par le droit de la propriété intellectuelle. Les annonces et logos des entreprises restent la propriété de leurs auteurs. Toute reproduction sans autorisation est interdite.',
      ],
    },
    {
      id: 'donnees-personnelles',
      title: 'Données personnelles',
      blocks: [
        'Les données collectées (compte, CV, candidatures, alertes, commandes) servent uniquement au fonctionnement du service et ne sont jamais vendues. Conformément au RGPD et à la loi Informatique et Libertés, vous disposez d’un droit d’accès, de rectification, d’effacement et d’opposition.',
        `Pour exercer vos droits, écrivez à ${contactEmail}. Vous pouvez aussi adresser une réclamation à la CNIL.`,
        {
          text: 'Ce que le site fait automatiquement (classement des offres, suggestions, vérification des annonces) et les données que chaque étape utilise :',
          link: { label: 'Comment fonctionne Ensemblier', href: HOW_IT_WORKS_PATH },
        },
      ],
    },
    {
      title: 'Cookies et stockage local',
      blocks: [
        'Ensemblier n’utilise pas de cookie publicitaire. Seules les informations de votre session de connexion sont conservées dans le stockage local de votre navigateur ; elles sont effacées à la déconnexion.',
      ],
    },
  ];
}
