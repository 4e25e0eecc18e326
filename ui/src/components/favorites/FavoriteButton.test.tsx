import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notifications } from '../Notifications';
import { sessionStore } from '../../lib/session';
import { graphqlHandler, mockFetch } from '../../test/fetch';
import { renderRoutes } from '../../test/render';
import { candidateSession, companySession } from '../../test/sessions';
import { FavoriteButton } from './FavoriteButton';

type Handlers = Parameters<typeof graphqlHandler>[0];
let calls: { name: string; variables: Record<string, unknown> }[];

function favoriteNode(id: number, offerId: number, title = `Offre ${offerId}`) {
  return {
    id: `/api/favorites/${id}`,
    _id: id,
    createdAt: '2026-03-01T10:00:00Z',
    jobOffer: {
      id: `/api/job_offers/${offerId}`,
      _id: offerId,
      slug: `offre-${offerId}`,
      title,
      expired: false,
      localizedCompany: {
        id: `/api/localized_companies/${offerId}`,
        company: { id: '/api/companies/3', name: 'Atelier Lambris' },
        address: { locality: { id: '/api/localities/1', name: 'Lyon' } },
      },
    },
  };
}

function serve(extra: Handlers = {}) {
  calls = [];
  const handlers: Handlers = {
    Favorites: () => ({
      data: { favorites: { totalCount: 1, pageInfo: { hasNextPage: false, endCursor: null }, edges: [{ node: favoriteNode(5, 2) }] } },
    }),
    ...extra,
  };
  mockFetch({
    'POST /api/graphql': graphqlHandler(
      Object.fromEntries(
        Object.entries(handlers).map(([name, handler]) => [
          name,
          (variables: Record<string, unknown>) => {
            calls.push({ name, variables });
            return handler(variables);
          },
        ]),
      ),
    ),
  });
}

/** Three cards' hearts, as a result list shows them. */
function renderHearts() {
  renderRoutes(
    [
      {
        path: '/emploi',
        element: (
          <>
            {[1, 2, 3].map((id) => (
              <FavoriteButton
                key={id}
                jobOfferId={`/api/job_offers/${id}`}
                offerPath={`/emploi/${id}/offre-${id}`}
                title={`Offre ${id}`}
                size="small"
              />
            ))}
            <Notifications />
          </>
        ),
      },
    ],
    '/emploi',
  );
}

const names = () => calls.map((call) => call.name);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.clear();
});

describe('favourite hearts', () => {
  it('invite a visitor to register, coming back to the offer, without asking anything', () => {
    serve();
    renderHearts();
    expect(screen.getByRole('link', { name: 'Ajouter «\u00a0Offre 2\u00a0» aux favoris' })).toHaveAttribute(
      'href',
      `/candidats?redirect=${encodeURIComponent('/emploi/2/offre-2')}`,
    );
    expect(names()).toEqual([]);
  });

  it('are not shown to a company', () => {
    sessionStore.set(companySession());
    serve();
    renderHearts();
    expect(screen.queryByRole('button', { name: /favoris/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /favoris/ })).toBeNull();
    expect(names()).toEqual([]);
  });

  it('load the candidate’s favourites once for all the cards', async () => {
    sessionStore.set(candidateSession());
    serve();
    renderHearts();
    expect(await screen.findByRole('button', { name: 'Retirer «\u00a0Offre 2\u00a0» des favoris' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter «\u00a0Offre 1\u00a0» aux favoris' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter «\u00a0Offre 3\u00a0» aux favoris' })).toBeInTheDocument();
    expect(names()).toEqual(['Favorites']);
    expect(calls[0].variables).toEqual({ after: null });
  });

  it('add with createFavorite and remove with deleteFavorite', async () => {
    sessionStore.set(candidateSession());
    serve({
      CreateFavorite: () => ({ data: { createFavorite: { favorite: favoriteNode(9, 3), clientMutationId: null } } }),
      DeleteFavorite: () => ({ data: { deleteFavorite: { id: '/api/favorites/5', clientMutationId: null } } }),
    });
    const user = userEvent.setup();
    renderHearts();
    await user.click(await screen.findByRole('button', { name: 'Ajouter «\u00a0Offre 3\u00a0» aux favoris' }));
    expect(await screen.findByRole('button', { name: 'Retirer «\u00a0Offre 3\u00a0» des favoris' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retirer «\u00a0Offre 2\u00a0» des favoris' }));
    expect(await screen.findByRole('button', { name: 'Ajouter «\u00a0Offre 2\u00a0» aux favoris' })).toBeInTheDocument();
    expect(calls.filter((call) => call.name !== 'Favorites').map((call) => [call.name, call.variables.input])).toEqual([
      ['CreateFavorite', { jobOffer: '/api/job_offers/3', candidate: '/api/candidates/3' }],
      ['DeleteFavorite', { id: '/api/favorites/5' }],
    ]);
  });

  it('only log a failed removal (spec section 8); the heart stays on', async () => {
    sessionStore.set(candidateSession());
    serve({ DeleteFavorite: () => ({ data: null, errors: [{ message: 'Favori introuvable.', extensions: { code: 'NOT_FOUND' } }] }) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderHearts();
    await user.click(await screen.findByRole('button', { name: 'Retirer «\u00a0Offre 2\u00a0» des favoris' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Retirer «\u00a0Offre 2\u00a0» des favoris' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('say when an offer could not be added', async () => {
    sessionStore.set(candidateSession());
    serve({
      CreateFavorite: () => ({
        data: null,
        errors: [{ message: 'Vous avez atteint le nombre maximal de favoris.', extensions: { code: 'TOO_MANY' } }],
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderHearts();
    await user.click(await screen.findByRole('button', { name: 'Ajouter «\u00a0Offre 1\u00a0» aux favoris' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vous avez atteint le nombre maximal de favoris.');
    expect(screen.getByRole('button', { name: 'Ajouter «\u00a0Offre 1\u00a0» aux favoris' })).toBeInTheDocument();
  });

  it('forget the favourites when the candidate signs out', async () => {
    sessionStore.set(candidateSession());
    serve();
    renderHearts();
    await screen.findByRole('button', { name: 'Retirer «\u00a0Offre 2\u00a0» des favoris' });
    act(() => sessionStore.clear());
    expect(await screen.findByRole('link', { name: 'Ajouter «\u00a0Offre 2\u00a0» aux favoris' })).toBeInTheDocument();
  });
});
