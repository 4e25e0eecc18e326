import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { routes } from '../../../routes/routes';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { candidateSession } from '../../../test/sessions';

const offer = (id: number, title: string, reasons: string[]) => ({
  reasons,
  jobOffer: {
    id: `/api/job_offers/${id}`,
    _id: id,
    title,
    slug: 'tapissier-decorateur',
    localizedCompany: {
      id: `/api/localized_companies/${id}`,
      company: { id: '/api/companies/1', name: 'Atelier Morel' },
      address: { locality: { id: '/api/localities/9', name: 'Villeurbanne', postalCode: '69100' } },
    },
  },
});

const preferences = (enabled: boolean) => ({
  candidatePreferences: {
    positions: [],
    localities: [],
    radiusKm: 30,
    contracts: [],
    payFloor: null,
    payFloorPeriod: null,
    availableFrom: null,
    recommendationsEnabled: enabled,
    weeklyMail: false,
    dismissals: 0,
  },
  jobContracts: { edges: [] },
  jobPositions: { edges: [] },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.clear();
});

describe('/dashboard/for-you', { timeout: 20_000 }, () => {
  it('shows each offer with why, and « Pas pour moi » takes it away', async () => {
    sessionStore.set(candidateSession());
    let offers = [
      offer(7, 'Tapissier décorateur H/F', ['tapissier décorateur', 'à 4 km de Lyon', 'au-dessus de votre salaire plancher']),
      offer(8, 'Tapissier en siège H/F', ['proche de vos candidatures', 'publiée hier']),
    ];
    const dismissed: unknown[] = [];
    mockFetch({
      'POST /api/graphql': graphqlHandler({
        OffersForYou: () => ({ data: { offersForYou: offers } }),
        CandidatePreferences: () => ({ data: preferences(true) }),
        DismissRecommendation: (variables) => {
          dismissed.push(variables);
          offers = offers.filter((o) => o.jobOffer.id !== variables.jobOffer);
          return { data: { dismissRecommendation: variables.jobOffer } };
        },
      }),
    });
    renderRoutes(routes, '/dashboard/for-you');
    expect(await screen.findByRole('heading', { level: 2, name: 'Offres pour vous' }, { timeout: 5000 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Offres pour vous' });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((link) => link.getAttribute('href'))).toEqual(['/emploi/7/tapissier-decorateur', '/emploi/8/tapissier-decorateur']);
    for (const reasons of screen.getAllByRole('list', { name: 'Pourquoi cette offre :' })) {
      expect(within(reasons).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    }
    expect(screen.getByText('à 4 km de Lyon')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Pas pour moi : Tapissier décorateur H/F' }));
    await waitFor(() => expect(dismissed).toEqual([{ jobOffer: '/api/job_offers/7' }]));
    await waitFor(() => expect(screen.queryByText('Tapissier décorateur H/F')).toBeNull());
    expect(screen.getByText('Tapissier en siège H/F')).toBeInTheDocument();
  });

  it('says when she turned them off, and where to turn them on', async () => {
    sessionStore.set(candidateSession());
    mockFetch({
      'POST /api/graphql': graphqlHandler({
        OffersForYou: () => ({ data: { offersForYou: [] } }),
        CandidatePreferences: () => ({ data: preferences(false) }),
      }),
    });
    renderRoutes(routes, '/dashboard/for-you');
    expect(await screen.findByText('Vous avez désactivé les offres pour vous.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes préférences' })).toHaveAttribute('href', '/dashboard/career#ce-que-je-recherche');
  });
});
