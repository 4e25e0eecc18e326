import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationStore } from '../../../lib/notifications';
import { sessionStore } from '../../../lib/session';
import { routes } from '../../../routes/routes';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { companySession } from '../../../test/sessions';
import { myOffer, NO_CREDIT } from '../test/fixtures';

const OFFERS = [
  myOffer({
    id: '/api/job_offers/44',
    _id: 44,
    slug: 'ebeniste',
    title: 'Ébéniste',
    status: 0,
    statusLabel: 'Brouillon',
    applicationsCount: 0,
    createdByName: 'Marc Leroy',
  }),
  myOffer({
    id: '/api/job_offers/43',
    _id: 43,
    slug: 'doreuse',
    title: 'Doreuse',
    status: 0,
    statusLabel: 'Suspendue',
    applicationsCount: 1,
  }),
  myOffer({
    id: '/api/job_offers/42',
    _id: 42,
    slug: 'tapissier',
    title: 'Tapissier',
    status: 2,
    statusLabel: 'Publiée',
    applicationsCount: 7,
    unreadApplicationsCount: 2,
    waitingApplicationsCount: 3,
    laBonneAlternance: { state: 'REFUSED', reasonCode: 'DUPLICATE', reasonLabel: 'L’offre est un doublon' },
  }),
  myOffer({
    id: '/api/job_offers/41',
    _id: 41,
    slug: 'staffeur',
    title: 'Staffeur',
    status: -1,
    statusLabel: 'Expirée',
    applicationsCount: 3,
  }),
];

type Handlers = Parameters<typeof graphqlHandler>[0];
let calls: { name: string; variables: Record<string, unknown> }[];

function serve(extra: Handlers = {}) {
  calls = [];
  const handlers: Handlers = {
    MyJobOffers: () => ({
      data: {
        jobOffers: {
          totalCount: OFFERS.length,
          pageInfo: { hasNextPage: false, endCursor: null },
          edges: OFFERS.map((node) => ({ node })),
        },
      },
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

const row = (title: string) => screen.getByRole('listitem', { name: title });
const notifications = () => screen.getByRole('region', { name: 'Notifications' });

async function openList() {
  const router = renderRoutes(routes, '/dashboard/jobs');
  await screen.findByRole('list', { name: 'Mes annonces' }, { timeout: 5000 });
  return router;
}

beforeEach(() => sessionStore.set(companySession()));
afterEach(() => {
  cleanup(); // unmount first: nothing may reload once the session and fetch are gone
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('/dashboard/jobs', { timeout: 20_000 }, () => {
  it('lists the offers with their status label, candidates, link and the link to a new offer', async () => {
    serve();
    await openList();
    expect(screen.getByRole('heading', { level: 2, name: 'Mes annonces' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Mes annonces' });
    expect(within(section).getByRole('link', { name: 'Passer une annonce' })).toHaveAttribute('href', '/emploi/nouvelle-annonce');
    expect(screen.getByText('4 annonces')).toBeInTheDocument();

    const expected: [string, string, string][] = [
      ['Ébéniste', 'Brouillon', 'Aucun candidat'],
      ['Doreuse', 'Suspendue', '1 candidat'],
      ['Tapissier', 'Publiée', '7 candidats'],
      ['Staffeur', 'Expirée', '3 candidats'],
    ];
    for (const [title, label, candidates] of expected) {
      const item = row(title);
      expect(within(item).getByText(label)).toBeInTheDocument();
      expect(within(item).getByTestId('candidates')).toHaveTextContent(candidates);
      // The numbers the server counts for the offer's company.
      expect(within(item).getByTestId('offer-stats')).toHaveTextContent('12 vues · 3 clics sur « Postuler »');
    }
    expect(within(row('Tapissier')).getByRole('link', { name: 'Tapissier' })).toHaveAttribute('href', '/emploi/42/tapissier');
    expect(within(row('Tapissier')).getByRole('link', { name: 'Modifier' })).toHaveAttribute('href', '/emploi/42/tapissier?action=edit');
    // Publish for drafts, suspended and expired offers; suspend for published ones.
    expect(within(row('Ébéniste')).getByRole('button', { name: 'Publier' })).toBeInTheDocument();
    expect(within(row('Doreuse')).getByRole('button', { name: 'Publier' })).toBeInTheDocument();
    expect(within(row('Staffeur')).getByRole('button', { name: 'Publier' })).toBeInTheDocument();
    expect(within(row('Tapissier')).getByRole('button', { name: 'Suspendre' })).toBeInTheDocument();
    expect(within(row('Tapissier')).queryByRole('button', { name: 'Publier' })).toBeNull();
  });

  it('links the candidates of each offer to its applications, with the new ones', async () => {
    serve();
    await openList();
    const tapissier = within(row('Tapissier')).getByRole('link', { name: /^7 candidats ?, dont 2 nouveaux$/ }); // happy-dom spaces the span
    expect(tapissier).toHaveAttribute('href', '/dashboard/jobs/42/applications');
    // Issue 37: how many still wait for an answer.
    expect(within(row('Tapissier')).getByTestId('waiting')).toHaveTextContent('3 attendent encore votre réponse');
    expect(within(row('Doreuse')).queryByTestId('waiting')).toBeNull();
    expect(within(row('Doreuse')).getByRole('link', { name: '1 candidat' })).toHaveAttribute('href', '/dashboard/jobs/43/applications');
    // No link to an empty list.
    expect(within(within(row('Ébéniste')).getByTestId('candidates')).queryByRole('link')).toBeNull();
  });

  it('says the state of an offer at La bonne alternance, with the reason of a refusal (issue 55)', async () => {
    serve();
    await openList();
    expect(within(row('Tapissier')).getByTestId('offer-la-bonne-alternance')).toHaveTextContent('La bonne alternance : refusée : doublon');
    expect(within(row('Doreuse')).queryByTestId('offer-la-bonne-alternance')).toBeNull();
  });

  it('says who of the team created and last published each offer (issue 38)', async () => {
    serve();
    await openList();
    expect(within(row('Ébéniste')).getByTestId('offer-authors')).toHaveTextContent('Créée par Marc Leroy');
    expect(within(row('Doreuse')).queryByTestId('offer-authors')).toBeNull();
  });

  it('publishes and suspends, each notified, the label following the server', async () => {
    serve({
      UpdateStatusJobOffer: ({ input }) => {
        const { id, status } = input as { id: string; status: number };
        return { data: { updateStatusJobOffer: { jobOffer: { id, status, statusLabel: status === 2 ? 'Publiée' : 'Suspendue' } } } };
      },
    });
    const user = userEvent.setup();
    await openList();

    await user.click(within(row('Ébéniste')).getByRole('button', { name: 'Publier' }));
    expect(await within(row('Ébéniste')).findByText('Publiée')).toBeInTheDocument();
    expect(within(notifications()).getByText('Votre annonce est bien publiée.')).toBeInTheDocument();
    expect(within(notifications()).getByText('Publication en ligne')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ name: 'UpdateStatusJobOffer', variables: { input: { id: '/api/job_offers/44', status: 2 } } });

    await user.click(within(row('Tapissier')).getByRole('button', { name: 'Suspendre' }));
    expect(await within(row('Tapissier')).findByText('Suspendue')).toBeInTheDocument();
    expect(within(notifications()).getByText('Annonce suspendue')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ name: 'UpdateStatusJobOffer', variables: { input: { id: '/api/job_offers/42', status: 0 } } });
  });

  it('keeps a draft without credit and says why for 15 seconds', async () => {
    serve({ UpdateStatusJobOffer: () => NO_CREDIT });
    const user = userEvent.setup();
    await openList();
    await user.click(within(row('Ébéniste')).getByRole('button', { name: 'Publier' }));
    const text = await within(notifications()).findByText(/La publication a échoué : Vous n’avez pas de crédit/);
    expect(text.closest('[role="alert"]')).not.toBeNull();
    expect(notificationStore.notifications().at(-1)?.timeout).toBe(15_000);
    expect(within(row('Ébéniste')).getByText('Brouillon')).toBeInTheDocument();
  });

  it('duplicates: the copy comes first, as a draft titled “… (copie)”', async () => {
    serve({
      DuplicateJobOffer: () => ({
        data: {
          duplicateJobOffer: {
            jobOffer: myOffer({
              id: '/api/job_offers/45',
              _id: 45,
              slug: 'tapissier-copie',
              title: 'Tapissier (copie)',
              status: 0,
              statusLabel: 'Brouillon',
              applicationsCount: 0,
            }),
          },
        },
      }),
    });
    const user = userEvent.setup();
    await openList();
    await user.click(within(row('Tapissier')).getByRole('button', { name: 'Dupliquer' }));
    expect(await screen.findByRole('listitem', { name: 'Tapissier (copie)' })).toBeInTheDocument();
    const titles = within(screen.getByRole('list', { name: 'Mes annonces' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles[0]).toBe('Tapissier (copie)');
    expect(within(notifications()).getByText('Annonce dupliquée')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ name: 'DuplicateJobOffer', variables: { input: { id: '/api/job_offers/42' } } });
  });

  it('deletes only after confirmation, then notifies', async () => {
    serve({ DeleteJobOffer: ({ input }) => ({ data: { deleteJobOffer: { id: (input as { id: string }).id, clientMutationId: null } } }) });
    const user = userEvent.setup();
    await openList();

    await user.click(within(row('Doreuse')).getByRole('button', { name: 'Supprimer' }));
    let dialog = await screen.findByRole('dialog', { name: 'Supprimer cette annonce ?' });
    expect(dialog).toHaveTextContent('« Doreuse » sera retirée du site et de votre liste d’annonces. Cette action est irréversible.');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.name === 'DeleteJobOffer')).toBe(false);

    await user.click(within(row('Doreuse')).getByRole('button', { name: 'Supprimer' }));
    dialog = await screen.findByRole('dialog', { name: 'Supprimer cette annonce ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer l’annonce' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Doreuse' })).toBeNull());
    expect(within(notifications()).getByText('Suppression réussie')).toBeInTheDocument();
    expect(screen.getByText('3 annonces')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ name: 'DeleteJobOffer', variables: { input: { id: '/api/job_offers/43' } } });
  });

  it('invites to write a first offer when there is none', async () => {
    mockFetch({
      'POST /api/graphql': graphqlHandler({
        MyJobOffers: () => ({ data: { jobOffers: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } } }),
      }),
    });
    renderRoutes(routes, '/dashboard/jobs');
    expect(await screen.findByText('Vous n’avez pas encore d’annonce.')).toBeInTheDocument();
  });
});
