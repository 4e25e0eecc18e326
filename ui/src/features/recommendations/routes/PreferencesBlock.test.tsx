import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { routes } from '../../../routes/routes';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { candidateSession } from '../../../test/sessions';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.clear();
});

describe('« Ce que je recherche » in /dashboard/career', { timeout: 60_000 }, () => {
  it('saves her trades, floor and switches, and erases her dismissals', async () => {
    sessionStore.set(candidateSession());
    const saved: unknown[] = [];
    let erased = 0;
    mockFetch({
      'POST /api/graphql': graphqlHandler({
        MyCandidate: () => ({
          data: {
            candidate: {
              id: '/api/candidates/3',
              mobilePhone: null,
              cvName: null,
              socialLinkedinURL: null,
              createdAt: '2026-01-01T00:00:00Z',
              updatedAt: '2026-01-01T00:00:00Z',
              user: { id: '/api/users/7', firstname: 'Léa', lastname: 'Martin' },
            },
          },
        }),
        CandidatePreferences: () => ({
          data: {
            candidatePreferences: {
              positions: [],
              localities: [{ id: '/api/localities/27457', name: 'Lyon' }],
              radiusKm: 30,
              contracts: [],
              payFloor: null,
              payFloorPeriod: null,
              availableFrom: null,
              recommendationsEnabled: true,
              weeklyMail: false,
              dismissals: erased ? 0 : 4,
            },
            jobContracts: { edges: [{ node: { id: '/api/job_contracts/1', name: 'CDI' } }] },
            jobPositions: {
              edges: [
                { node: { id: '/api/job_positions/1', name: 'Métiers d’art', level: 1 } },
                { node: { id: '/api/job_positions/40', name: 'Tapissier décorateur', level: 3 } },
              ],
            },
          },
        }),
        SaveCandidatePreferences: (variables) => {
          saved.push(variables.input);
          return { data: { saveCandidatePreferences: { recommendationsEnabled: true, weeklyMail: true, dismissals: 4 } } };
        },
        EraseRecommendationDismissals: () => {
          erased += 1;
          return { data: { eraseRecommendationDismissals: 4 } };
        },
        OffersForYou: () => ({ data: { offersForYou: [] } }),
      }),
    });
    renderRoutes(routes, '/dashboard/career');
    const form = await screen.findByRole('form', { name: 'Mes préférences de recherche' }, { timeout: 15_000 });
    expect(form).toBeInTheDocument();
    expect(screen.getByText('Lyon')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Métiers' }));
    // Jobs only: a family is no trade.
    expect(screen.queryByRole('option', { name: 'Métiers d’art' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Tapissier décorateur' }));
    await user.type(screen.getByRole('textbox', { name: 'Salaire plancher brut (€)' }), '32000');
    await user.click(screen.getByRole('switch', { name: 'Recevoir ces offres par e-mail chaque semaine' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes préférences' }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          positions: ['/api/job_positions/40'],
          localities: ['/api/localities/27457'],
          radiusKm: 30,
          contracts: [],
          payFloor: 32000,
          payFloorPeriod: 'YEAR',
          availableFrom: null,
          recommendationsEnabled: true,
          weeklyMail: true,
        },
      ]),
    );

    expect(screen.getByText('Vous avez écarté 4 offres (« Pas pour moi »).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Effacer mes refus' }));
    await waitFor(() => expect(erased).toBe(1));
    expect(await screen.findByText('Vous n’avez écarté aucune offre.')).toBeInTheDocument();
  });
});
