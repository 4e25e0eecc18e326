/** Server answers used by the offer tests (shapes of ui/schema.graphql). */
import type { JobOfferFieldsFragment, MyJobOfferFieldsFragment } from '../../../gql/graphql';

export const COMPANY = { id: '/api/companies/3', name: 'Atelier Lambris', presentation: 'Menuiserie d’art depuis 1962.' };

export const FORM_OPTIONS = {
  data: {
    jobContracts: {
      edges: [
        { node: { id: '/api/job_contracts/1', name: 'CDI', freePublication: false, trainingKind: null } },
        { node: { id: '/api/job_contracts/4', name: 'Stage', freePublication: true, trainingKind: null } },
        { node: { id: '/api/job_contracts/5', name: 'Alternance', freePublication: true, trainingKind: 'APPRENTICESHIP' as const } },
      ],
    },
    diplomas: {
      edges: [
        { node: { id: '/api/diplomas/1', name: 'CAP', rncpLevel: 3 } },
        { node: { id: '/api/diplomas/8', name: 'BTS', rncpLevel: 5 } },
      ],
    },
    jobTypes: {
      edges: [{ node: { id: '/api/job_types/1', name: 'Temps plein' } }, { node: { id: '/api/job_types/4', name: 'Travail en atelier' } }],
    },
    jobSalaries: { edges: [{ node: { id: '/api/job_salaries/3', intervalLabel: 'De 25 000 à 30 000 € brut/an' } }] },
    jobPositions: {
      edges: [
        { node: { id: '/api/job_positions/12', name: "Métiers d'art", level: 1, parent: null } },
        { node: { id: '/api/job_positions/13', name: 'Ébénisterie et mobilier', level: 2, parent: { id: '/api/job_positions/12' } } },
        { node: { id: '/api/job_positions/14', name: 'Ébéniste', level: 3, parent: { id: '/api/job_positions/13' } } },
      ],
    },
    companies: {
      edges: [{ node: COMPANY }, { node: { id: '/api/companies/8', name: 'Lambris Studio', presentation: 'Le studio de design.' } }],
    },
  },
};

export const LOCALITIES = {
  data: { localities: { edges: [{ node: { id: '/api/localities/27457', name: 'Lyon', postalCode: '69001' } }] } },
};

export function offer(overrides: Partial<JobOfferFieldsFragment> = {}): JobOfferFieldsFragment {
  return {
    id: '/api/job_offers/41',
    _id: 41,
    slug: 'ebeniste-h-f',
    title: 'Ébéniste H/F',
    craftLabels: [],
    description: '<p>Un poste en <strong>atelier</strong>.</p><ul><li>Restaurer</li><li>Marqueter</li></ul>',
    companyPresentation: '<p>Menuiserie d’art depuis <strong>1962</strong>.</p><p>Six compagnons.</p>',
    perfectCandidateDescription: '<p>Titulaire d’un CAP.</p>',
    status: 2,
    statusLabel: 'Publiée',
    expired: false,
    contactAccount: '/api/pro-accounts/4',
    applicationsCount: null,
    createdByName: null,
    publishedByName: null,
    laBonneAlternance: null,
    jobOfferAd: { urgent: false, startsAt: '2026-11-01T10:00:00Z', endsAt: '2026-12-01T10:00:00Z' },
    jobContract: { id: '/api/job_contracts/1', name: 'CDI', freePublication: false },
    jobTypes: [{ id: '/api/job_types/1', name: 'Temps plein' }],
    jobSalary: { id: '/api/job_salaries/3', intervalLabel: 'De 25 000 à 30 000 € brut/an' },
    pay: { minCents: 2600000, maxCents: 3000000, period: 'YEAR', variable: '', spreadReason: '' },
    training: null,
    jobPosition: { id: '/api/job_positions/14', name: 'Ébéniste' },
    salaryPage: { path: '/salaires/ebeniste/ile-de-france', title: 'Salaires des ébénistes en Île-de-France' },
    localizedCompany: {
      id: '/api/localized_companies/41',
      logoPath: null,
      company: {
        ...COMPANY,
        _id: 3,
        slug: 'atelier-lambris',
        responsiveness: { answerLine: 'Répond généralement sous 4 jours', readingLine: null },
        works: [],
      },
      address: {
        address1: '3 rue des Ateliers',
        locality: { id: '/api/localities/27457', _id: 27457, name: 'Lyon', postalCode: '69001', city: null },
      },
    },
    ...overrides,
  };
}

export function myOffer(overrides: Partial<MyJobOfferFieldsFragment> = {}): MyJobOfferFieldsFragment {
  return {
    id: '/api/job_offers/41',
    _id: 41,
    slug: 'ebeniste-h-f',
    title: 'Ébéniste H/F',
    status: 0,
    statusLabel: 'Brouillon',
    applicationsCount: 0,
    unreadApplicationsCount: 0,
    waitingApplicationsCount: 0,
    createdByName: null,
    publishedByName: null,
    laBonneAlternance: null,
    stats: { views: 12, applyClicks: 3 },
    jobContract: { id: '/api/job_contracts/1', name: 'CDI', freePublication: false },
    localizedCompany: {
      id: '/api/localized_companies/41',
      company: { id: COMPANY.id, name: COMPANY.name },
      address: { locality: { id: '/api/localities/27457', name: 'Lyon', postalCode: '69001' } },
    },
    ...overrides,
  };
}

export const NO_CREDIT = {
  data: null,
  errors: [
    {
      message:
        'La publication a échoué\u00a0: Vous n’avez pas de crédit pour publier votre annonce. Celle-ci a été enregistrée en Brouillon. Achetez des crédits pour pouvoir la diffuser.',
      path: ['updateStatusJobOffer'],
      extensions: { code: 'NO_CREDIT' },
    },
  ],
};
