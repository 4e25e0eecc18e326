/** /qui-sommes-nous. Note: this page says ads ARE relayed to general job sites while the
 * FAQ says they are not — an inconsistency the spec asks us to keep (section 1). */
import type { ProseSection } from '../../../components/Prose';

export const ABOUT_MESSAGES = {
  meta: {
    title: 'Qui sommes-nous ?',
    description:
      'Ensemblier, le job board des métiers de la décoration, de l’architecture intérieure et des arts décoratifs : notre histoire, notre engagement et nos réponses à vos questions.',
  },
  eyebrow: 'À propos',
  title: 'Qui sommes-nous ?',
  intro:
    'Ensemblier est le job board dédié aux métiers de la décoration, de l’architecture intérieure et des arts décoratifs. Nous mettons en relation les entreprises du secteur et les talents qui font vivre nos intérieurs.',
  companyButton: 'Diffuser une annonce',
  visitorButton: 'Trouver un emploi',
  faqTitle: 'Vos questions, nos réponses',
};

export const ABOUT_SECTIONS: readonly ProseSection[] = [
  {
    title: 'Notre histoire',
    blocks: [
      'Ensemblier est né d’un constat simple : les métiers de la décoration recrutent des profils très spécifiques — architectes d’intérieur, décorateurs, tapissiers, ébénistes, conseillers de vente, chefs de projet agencement — que les grands sites d’emploi peinent à atteindre.',
      'Le nom rend hommage aux ensembliers des années 1920 et 1930, ces créateurs qui concevaient un intérieur comme un tout, du mobilier aux tissus. C’est cet esprit que nous voulons servir : réunir, autour d’un même projet, les bonnes compétences.',
    ],
  },
  {
    title: 'Pour les entreprises',
    blocks: [
      'Agences d’architecture intérieure, éditeurs et fabricants de mobilier, showrooms et enseignes de décoration, ateliers d’artisans d’art, bureaux d’études en agencement : vous publiez vos offres en quelques minutes et recevez des candidatures de professionnels du secteur.',
      'Vos annonces sont diffusées sur Ensemblier et relayées sur les sites d’emploi généralistes, pour toucher aussi les talents qui ne nous connaissent pas encore.',
      'Packs d’annonces, option Urgent pour rester en tête des résultats et bannières sur la page d’accueil : vous choisissez la visibilité qui convient à votre recrutement.',
    ],
  },
  {
    title: 'Pour les candidats',
    blocks: [
      'Vous cherchez un poste, un stage ou une alternance dans la décoration ? Recherchez par métier, contrat, salaire et lieu, enregistrez vos offres favorites, créez des alertes e-mail et postulez avec votre CV et votre lettre de motivation.',
      'L’inscription et la candidature sont gratuites pour les candidats. Votre candidature est transmise directement au recruteur.',
    ],
  },
  {
    title: 'Notre engagement',
    blocks: [
      'Chaque annonce est relue : nous refusons les offres discriminatoires, les entreprises non identifiées et toute demande d’argent aux candidats. Nous voulons un site sûr, où chacun peut postuler en confiance.',
    ],
  },
];
