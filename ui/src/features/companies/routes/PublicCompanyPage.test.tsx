import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicCompanyQuery } from '../../../gql/graphql';
import { sessionStore } from '../../../lib/session';
import { routes } from '../../../routes/routes';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';

const COMPANY: NonNullable<PublicCompanyQuery['company']> = {
  id: '/api/companies/3',
  _id: 3,
  name: 'Atelier Lambris',
  slug: 'atelier-lambris',
  presentation: 'Menuiserie d’art à Lyon.\nDepuis 1987.',
  cover: {
    width: 1600,
    height: 600,
    src: '/uploads/works/c0w1600.jpg',
    srcsetWebp: '/uploads/works/c0w480.webp 480w, /uploads/works/c0w1600.webp 1600w',
    srcsetJpeg: '/uploads/works/c0w480.jpg 480w, /uploads/works/c0w1600.jpg 1600w',
  },
  works: [
    {
      id: '/api/company_works/1',
      altText: 'Bibliothèque en chêne massif',
      caption: 'Bibliothèque, Lyon 2025',
      width: 960,
      height: 720,
      src: '/uploads/works/a1w960.jpg',
      srcsetWebp: '/uploads/works/a1w480.webp 480w, /uploads/works/a1w960.webp 960w',
      srcsetJpeg: '/uploads/works/a1w480.jpg 480w, /uploads/works/a1w960.jpg 960w',
    },
  ],
  logoPath: null,
  jobPositions: [{ id: '/api/job_positions/12', name: 'Ébéniste' }],
  tagWords: ['Marqueterie', 'Vernis au tampon'],
  website: 'https://www.atelier-lambris.fr/',
  city: 'Lyon',
  size: '10 à 49 salariés',
  responsiveness: { answerLine: 'Répond généralement sous 4 jours', readingLine: 'Consulte activement les candidatures' },
  labels: [{ kind: 'MOF' as const, name: 'Meilleur Ouvrier de France', holderName: 'Jeanne Martin' }],
  verification: { siretSpaced: '732 829 320 00074', legalName: 'ATELIER LAMBRIS SARL', naf: '31.09B', size: '10 à 19 salariés' },
  jobOffers: [
    {
      id: '/api/job_offers/41',
      _id: 41,
      slug: 'ebeniste-h-f',
      title: 'Ébéniste H/F',
      descriptionPreview: 'Restauration de meubles anciens…',
      distance: null,
      jobOfferAd: { urgent: true },
      jobContract: { id: '/api/job_contracts/1', name: 'CDI' },
      jobSalary: null,
      pay: { minCents: 3_200_000, maxCents: 3_800_000, period: 'YEAR' as const, variable: '' },
      localizedCompany: {
        id: '/api/localized_companies/41',
        logoPath: null,
        company: { id: '/api/companies/3', name: 'Atelier Lambris' },
        address: { locality: { id: '/api/localities/27457', name: 'Lyon' } },
      },
    },
  ],
};

function serve(company: PublicCompanyQuery['company']) {
  const calls: Record<string, unknown>[] = [];
  mockFetch({
    'POST /api/graphql': graphqlHandler({
      PublicCompany: (variables) => {
        calls.push(variables);
        return { data: { company } };
      },
    }),
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('/entreprises/:companyId/:companySlug', { timeout: 20_000 }, () => {
  it('shows the company, its presentation and its live offers, each linking to its page', async () => {
    const calls = serve(COMPANY);
    renderRoutes(routes, '/entreprises/3/atelier-lambris');
    expect(await screen.findByRole('heading', { level: 1, name: 'Atelier Lambris' }, { timeout: 5000 })).toBeInTheDocument();
    expect(calls).toEqual([{ id: '3' }]);
    // How quickly it answers, as the server worded it and the first screen joins it (issue 53).
    expect(screen.getByText('Répond généralement sous 4 jours · Consulte activement les candidatures')).toBeInTheDocument();
    // Its craft label approved by staff, with the person who holds it (issue 54).
    expect(screen.getByText('Meilleur Ouvrier de France — Jeanne Martin')).toBeInTheDocument();
    // Verified in the State's directory: the advertiser's identity, as the law on ads asks.
    expect(screen.getByText('Entreprise vérifiée')).toBeInTheDocument();
    expect(screen.getByText('ATELIER LAMBRIS SARL · SIRET 732 829 320 00074 · Code NAF 31.09B · 10 à 19 salariés')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Présentation' })).toHaveTextContent('Menuiserie d’art à Lyon. Depuis 1987.');
    const works = screen.getByRole('region', { name: 'Réalisations' });
    expect(within(works).getByRole('img', { name: 'Bibliothèque en chêne massif' })).toHaveAttribute('src', '/uploads/works/a1w960.jpg');
    expect(within(works).getByText('Bibliothèque, Lyon 2025')).toBeInTheDocument();
    const offers = screen.getByRole('region', { name: 'Ses offres d’emploi' });
    expect(offers).toHaveTextContent('1 offre en ligne');
    expect(within(offers).getByRole('link', { name: 'Ébéniste H/F' })).toHaveAttribute('href', '/emploi/41/ebeniste-h-f');
    expect(within(offers).getByText('Urgent')).toBeInTheDocument();
    // Issue 58, minor 20: its town, size and website; its trades and know-how; the pay on its cards.
    expect(screen.getByTestId('company-facts')).toHaveTextContent('Lyon · 10 à 49 salariés · www.atelier-lambris.fr');
    expect(screen.getByRole('link', { name: 'Site web d’Atelier Lambris (nouvelle fenêtre)' })).toHaveAttribute(
      'href',
      'https://www.atelier-lambris.fr/',
    );
    const trades = screen.getByRole('region', { name: 'Métiers et savoir-faire' });
    expect(
      within(trades)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ébéniste', 'Marqueterie', 'Vernis au tampon']);
    expect(within(offers).getByText(/^32–38\sk€ brut\/an$/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Atelier Lambris : offres d’emploi/));
  });

  it('says plainly when the company has no page', async () => {
    serve(null);
    renderRoutes(routes, '/entreprises/9/inconnue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entreprise introuvable' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toutes les offres' })).toHaveAttribute('href', '/emploi');
  });
});
