import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { routes } from '../../../routes/routes';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { candidateSession } from '../../../test/sessions';

type Handlers = Parameters<typeof graphqlHandler>[0];
let calls: { name: string; variables: Record<string, unknown> }[];

function favorite(id: number, offerId: number, title: string, company: string, locality: string, expired = false) {
  return {
    id: `/api/favorites/${id}`,
    _id: id,
    createdAt: '2026-03-01T10:00:00Z',
    jobOffer: {
      id: `/api/job_offers/${offerId}`,
      _id: offerId,
      slug: `offre-${offerId}`,
      title,
      expired,
      localizedCompany: {
        id: `/api/localized_companies/${offerId}`,
        company: { id: '/api/companies/1', name: company },
        address: { locality: { id: '/api/localities/1', name: locality } },
      },
    },
  };
}

const page = (nodes: ReturnType<typeof favorite>[], hasNextPage = false, totalCount = nodes.length) => ({
  data: {
    favorites: { totalCount, pageInfo: { hasNextPage, endCursor: hasNextPage ? 'c100' : null }, edges: nodes.map((node) => ({ node })) },
  },
});

const TWO = [
  favorite(8, 41, 'Ébéniste H/F', 'Atelier Lambris', 'Lyon'),
  favorite(5, 12, 'Tapissier décorateur', 'Maison Berthelin', 'Paris 12e Arrondissement', true),
];

function serve(extra: Handlers = {}) {
  calls = [];
  const handlers: Handlers = { Favorites: () => page(TWO), ...extra };
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

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.clear();
});

describe('/dashboard/favorites', { timeout: 20_000 }, () => {
  it('lists the favourites as “company - locality : title”, each linking to its offer, with a button to all ads', async () => {
    sessionStore.set(candidateSession());
    serve();
    renderRoutes(routes, '/dashboard/favorites');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mes favoris' }, { timeout: 5000 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Mes offres favorites' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: 'Atelier Lambris - Lyon : Ébéniste H/F' })).toHaveAttribute(
      'href',
      '/emploi/41/offre-41',
    );
    expect(
      within(items[1]).getByRole('link', { name: 'Maison Berthelin - Paris 12e Arrondissement : Tapissier décorateur' }),
    ).toHaveAttribute('href', '/emploi/12/offre-12');
    expect(within(items[1]).getByText('Expirée')).toBeInTheDocument();
    expect(screen.getByText('2 offres favorites')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toutes les annonces' })).toHaveAttribute('href', '/emploi');
    expect(calls.map((call) => call.name)).toEqual(['Favorites']);
  });

  it('removes a favourite with its heart', async () => {
    sessionStore.set(candidateSession());
    serve({ DeleteFavorite: () => ({ data: { deleteFavorite: { id: '/api/favorites/8', clientMutationId: null } } }) });
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/favorites');
    await user.click(await screen.findByRole('button', { name: 'Retirer «\u00a0Ébéniste H/F\u00a0» des favoris' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Ébéniste H\/F/ })).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Mes offres favorites' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('1 offre favorite')).toBeInTheDocument();
    expect(calls.find((call) => call.name === 'DeleteFavorite')?.variables.input).toEqual({ id: '/api/favorites/8' });
  });

  it('only logs a failed removal: the favourite stays', async () => {
    sessionStore.set(candidateSession());
    serve({ DeleteFavorite: () => ({ data: null, errors: [{ message: 'Favori introuvable.', extensions: { code: 'NOT_FOUND' } }] }) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/favorites');
    await user.click(await screen.findByRole('button', { name: 'Retirer «\u00a0Ébéniste H/F\u00a0» des favoris' }, { timeout: 5000 }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Atelier Lambris - Lyon : Ébéniste H/F' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when there is none yet', async () => {
    sessionStore.set(candidateSession());
    serve({ Favorites: () => page([]) });
    renderRoutes(routes, '/dashboard/favorites');
    expect(await screen.findByText('Vous n’avez pas encore d’offre favorite.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toutes les annonces' })).toHaveAttribute('href', '/emploi');
  });

  it('loads the next hundred on demand', async () => {
    sessionStore.set(candidateSession());
    serve({ Favorites: ({ after }) => (after ? page([favorite(1, 3, 'Doreur', 'Atelier Or', 'Tours')], false, 3) : page(TWO, true, 3)) });
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/favorites');
    await user.click(await screen.findByRole('button', { name: 'Afficher plus de favoris' }, { timeout: 5000 }));
    expect(await screen.findByRole('link', { name: 'Atelier Or - Tours : Doreur' })).toBeInTheDocument();
    expect(calls.map((call) => call.variables)).toEqual([{ after: null }, { after: 'c100' }]);
    expect(screen.queryByRole('button', { name: 'Afficher plus de favoris' })).toBeNull();
  });
});
