/** French texts of the landing pages /candidat and /entreprise. */
import { LIMITS } from '../../gql/limits';

export const CANDIDATE_LANDING = {
  meta: {
    title: 'Espace candidat',
    description:
      'Trouvez votre prochain emploi dans la décoration, l’architecture intérieure et les arts décoratifs : créez votre compte candidat, postulez et recevez les offres par e-mail.',
  },
  eyebrow: 'Candidats',
  title: 'Votre prochain poste dans la décoration',
  intro:
    'Ensemblier réunit les offres des agences, maisons d’édition, ateliers et enseignes de la décoration. Créez votre compte, enregistrez vos favoris, activez vos alertes et postulez en quelques clics.',
  registerButton: 'Créer mon compte candidat',
  jobsButton: 'Voir les offres d’emploi',
  categoriesTitle: 'Les métiers qui recrutent',
  categories: [
    { name: 'Architecture intérieure', text: 'Architecte d’intérieur, assistant·e de projet, dessinateur·rice, chef·fe de projet.' },
    { name: 'Décoration et stylisme', text: 'Décorateur·rice, styliste d’intérieur, home stager, merchandiser visuel.' },
    { name: 'Vente et conseil', text: 'Vendeur·se conseil en mobilier et décoration, responsable de showroom, chargé·e d’affaires.' },
    { name: 'Agencement et menuiserie', text: 'Agenceur·se, menuisier·ère, poseur·se, conducteur·rice de travaux, bureau d’études.' },
    { name: 'Artisanat d’art', text: 'Tapissier·ère décorateur, ébéniste, doreur·se, peintre en décor, céramiste.' },
    { name: 'Design produit et textile', text: 'Designer mobilier, designer textile, chef·fe de produit, acheteur·se.' },
  ],
  benefitsTitle: 'Pourquoi Ensemblier ?',
  benefits: [
    { title: 'Des offres du secteur', text: 'Uniquement des postes de la décoration, du design et des arts décoratifs.' },
    { title: 'Des alertes sur mesure', text: 'Recevez les nouvelles offres par e-mail, chaque jour ou chaque semaine.' },
    {
      title: 'Une candidature directe',
      text: 'Votre CV et votre lettre arrivent directement chez le recruteur ; un e-mail vous le confirme.',
    },
  ],
  testimonialsTitle: 'Ils ont trouvé leur poste',
  // Editorial placeholders to replace with collected testimonials before launch (docs/ui.md).
  testimonials: [
    {
      quote: 'En deux semaines, j’ai reçu trois propositions d’entretien d’agences que je suivais depuis mes études.',
      author: 'Camille',
      role: 'architecte d’intérieur',
    },
    {
      quote: 'Enfin des offres qui parlent de tapisserie et de garnissage traditionnel, sans avoir à trier des centaines d’annonces.',
      author: 'Julien',
      role: 'tapissier décorateur',
    },
    {
      quote: 'Les alertes m’ont permis de postuler le jour même où l’offre de mon showroom actuel a été publiée.',
      author: 'Sarah',
      role: 'vendeuse conseil en décoration',
    },
  ],
  schoolsTitle: 'Écoles de design et d’architecture intérieure',
  schoolsText:
    'Vous formez les talents de demain ? Inscrivez votre école à notre newsletter pour recevoir les offres de stage, d’alternance et de premier emploi à partager avec vos étudiants.',
  schoolsButton: 'Inscrire mon école',
};

export const COMPANY_LANDING = {
  meta: {
    title: 'Espace entreprise',
    description:
      'Recrutez dans la décoration, l’architecture intérieure et les arts décoratifs : 2 500 candidats inscrits, 80 % de CV qualifiés, un recrutement en 4 semaines en moyenne.',
  },
  eyebrow: 'Entreprises',
  title: 'Recrutez les talents de la décoration',
  intro:
    'Publiez vos offres auprès de professionnels qualifiés : architectes d’intérieur, décorateurs, artisans d’art, vendeurs conseil, agenceurs. Un job board spécialisé, pour des candidatures qui vous ressemblent.',
  registerButton: 'Créer mon compte recruteur',
  publishButton: 'Publier une annonce',
  actorsTitle: 'Pour tous les acteurs du secteur',
  actors: [
    'Agences d’architecture intérieure et de décoration',
    'Éditeurs et fabricants de mobilier, de tissus et de luminaires',
    'Showrooms, boutiques et enseignes de décoration',
    'Ateliers d’artisans d’art et entreprises du patrimoine vivant',
    'Agenceurs, menuisiers et bureaux d’études',
    'Hôtellerie, retail design et scénographie',
  ],
  categoriesTitle: 'Six familles de métiers',
  categories: [
    { name: 'Architecture intérieure', text: 'De l’assistant de projet au directeur d’agence.' },
    { name: 'Décoration et stylisme', text: 'Décorateurs, stylistes, home stagers, merchandisers.' },
    { name: 'Vente et conseil', text: 'Vendeurs conseil, responsables de showroom, chargés d’affaires.' },
    { name: 'Agencement et menuiserie', text: 'Agenceurs, menuisiers, poseurs, conducteurs de travaux.' },
    { name: 'Artisanat d’art', text: 'Tapissiers, ébénistes, doreurs, peintres en décor.' },
    { name: 'Design produit et textile', text: 'Designers, chefs de produit, acheteurs.' },
  ],
  figuresTitle: 'Un sourcing qualifié',
  pricingTitle: 'Des tarifs simples',
  pricingText: `Une annonce à l’unité ou des packs de 3 ou 10 annonces, l’option Urgent pour rester en tête des résultats pendant ${LIMITS.days.urgent} jours et des bannières en page d’accueil. Paiement par carte ou virement, facture dans votre espace client.`,
  pricingButton: 'Voir les tarifs',
  bannersButton: 'Découvrir les bannières',
};
