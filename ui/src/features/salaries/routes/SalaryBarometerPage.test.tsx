import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../routes/routes';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';

afterEach(() => vi.unstubAllGlobals());

const BAROMETER = {
  title: 'Salaires des ébénistes en France',
  path: '/salaires/ebeniste',
  regionName: null,
  updatedOn: '3 décembre 2026',
  minAds: 5,
  minCompanies: 3,
  trade: {
    code: 'ebeniste',
    name: 'Ébéniste',
    pluralName: 'ébénistes',
    family: 'Métiers d’art',
    path: '/salaires/ebeniste',
    ads: 10,
    shown: true,
  },
  cells: [
    {
      contract: { id: '/api/job_contracts/1', name: 'CDI' },
      ads: 6,
      figures: { medianMin: 30_000, medianMax: 36_000, quartileLow: 30_500, quartileHigh: 36_000 },
    },
    { contract: { id: '/api/job_contracts/2', name: 'CDD' }, ads: 4, figures: null },
  ],
  regions: [
    { slug: 'auvergne-rhone-alpes', name: 'Auvergne-Rhône-Alpes', path: '/salaires/ebeniste/auvergne-rhone-alpes', ads: 9, shown: true },
    { slug: 'ile-de-france', name: 'Île-de-France', path: '/salaires/ebeniste/ile-de-france', ads: 1, shown: false },
  ],
};

describe('/salaires/:trade', { timeout: 20_000 }, () => {
  it('shows each contract’s medians and spread, « données insuffisantes » for a small cell, and the regions', async () => {
    let asked: unknown;
    mockFetch({
      'POST /api/graphql': graphqlHandler({
        SalaryBarometer: (variables) => {
          asked = variables;
          return { data: { salaryBarometer: BAROMETER } };
        },
      }),
    });
    renderRoutes(routes, '/salaires/ebeniste');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Salaires des ébénistes en France' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(asked).toEqual({ trade: 'ebeniste' });
    const [cdi, cdd] = screen.getAllByTestId('salary-cell');
    expect(within(cdi).getByText('30 000 – 36 000 € brut/an')).toBeInTheDocument();
    expect(within(cdi).getByText('30 500 – 36 000 € brut/an')).toBeInTheDocument();
    expect(within(cdd).getByText('données insuffisantes')).toBeInTheDocument();
    expect(within(cdd).getByText('4 annonces')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Auvergne-Rhône-Alpes' })).toHaveAttribute('href', '/salaires/ebeniste/auvergne-rhone-alpes');
    expect(screen.getByText(/Mis à jour le 3 décembre 2026/)).toBeInTheDocument();
  });
});
