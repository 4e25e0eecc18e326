import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { routes } from '../../../routes/routes';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { candidateSession } from '../../../test/sessions';

type Step = { kind: 'SENT' | 'READ' | 'INVITED' | 'REFUSED' | 'OFFER_CLOSED' | 'WITHDRAWN'; at: string };

function application(id: number, offerId: number, title: string, createdAt: string, readAt: string | null, later: Step[] = []) {
  const steps: Step[] = [{ kind: 'SENT', at: createdAt }, ...(readAt ? [{ kind: 'READ' as const, at: readAt }] : []), ...later];
  return {
    id: `/api/job_offer_applications/${id}`,
    _id: id,
    createdAt,
    readAt,
    steps,
    jobOffer: {
      id: `/api/job_offers/${offerId}`,
      _id: offerId,
      slug: `offre-${offerId}`,
      title,
      localizedCompany: {
        id: `/api/localized_companies/${offerId}`,
        company: { id: '/api/companies/3', name: 'Atelier Lambris' },
        address: { locality: { id: '/api/localities/27457', name: 'Lyon', postalCode: '69001' } },
      },
    },
  };
}

let requests: Record<string, unknown>[];

function serve(pages: Record<string, ReturnType<typeof application>[]>, hasNextPage = false) {
  requests = [];
  mockFetch({
    'POST /api/graphql': graphqlHandler({
      MyApplications: (variables) => {
        requests.push(variables);
        const after = (variables.after as string | null | undefined) ?? '';
        const nodes = pages[after] ?? [];
        return {
          data: {
            jobOfferApplications: {
              totalCount: Object.values(pages).flat().length,
              pageInfo: { hasNextPage: after === '' && hasNextPage, endCursor: after === '' && hasNextPage ? 'c30' : null },
              edges: nodes.map((node) => ({ cursor: `c${node._id}`, node })),
            },
          },
        };
      },
    }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('/dashboard/applications', { timeout: 20_000 }, () => {
  it('shows the sent applications as a table: offer (link to the application), company, place, date, and the dated steps', async () => {
    sessionStore.set(candidateSession());
    serve({
      '': [
        application(77, 41, 'Ébéniste H/F', '2026-03-12T13:05:00Z', '2026-03-14T09:00:00Z', [
          { kind: 'INVITED', at: '2026-03-16T09:00:00Z' },
        ]),
        application(70, 12, 'Doreur', '2026-02-01T10:00:00Z', null),
        application(60, 11, 'Peintre en décor', '2026-01-05T10:00:00Z', null, [{ kind: 'OFFER_CLOSED', at: '2026-01-20T10:00:00Z' }]),
      ],
    });
    renderRoutes(routes, '/dashboard/applications');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mes candidatures' }, { timeout: 5000 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Mes candidatures envoyées' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Offre', 'Entreprise', 'Lieu', 'Envoyée le', 'Suivi']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByRole('link', { name: 'Ébéniste H/F' })).toHaveAttribute('href', '/emploi/41/applications/77');
    expect(rows[0]).toHaveTextContent('Atelier Lambris');
    expect(rows[0]).toHaveTextContent('Lyon (69001)');
    expect(rows[0]).toHaveTextContent('12 mars 2026');
    const story = within(rows[0]).getByRole('list', { name: 'Suivi de la candidature' });
    expect(
      within(story)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lue le 14 mars 2026', 'Retenue pour un entretien le 16 mars 2026']);
    // No read time from the server (read tracking off, or not read yet) and no answer: waiting.
    expect(rows[1]).not.toHaveTextContent('Lue le');
    expect(rows[1]).toHaveTextContent('En attente d’une réponse');
    expect(rows[2]).toHaveTextContent('Offre close le 20 janvier 2026');
    expect(screen.getByText('3 candidatures envoyées')).toBeInTheDocument();
  });

  it('loads 30 more on demand', async () => {
    sessionStore.set(candidateSession());
    serve(
      {
        '': [application(77, 41, 'Ébéniste H/F', '2026-03-12T13:05:00Z', null)],
        c30: [application(3, 9, 'Tapissier', '2025-12-01T10:00:00Z', null)],
      },
      true,
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/applications');
    await user.click(await screen.findByRole('button', { name: 'Afficher plus de candidatures' }, { timeout: 5000 }));
    expect(await screen.findByRole('link', { name: 'Tapissier' })).toHaveAttribute('href', '/emploi/9/applications/3');
    expect(requests).toEqual([{}, { after: 'c30' }]);
    expect(screen.queryByRole('button', { name: 'Afficher plus de candidatures' })).toBeNull();
  });

  it('invites to look at the offers when nothing was sent yet', async () => {
    sessionStore.set(candidateSession());
    serve({ '': [] });
    renderRoutes(routes, '/dashboard/applications');
    expect(await screen.findByText('Vous n’avez pas encore envoyé de candidature.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les offres' })).toHaveAttribute('href', '/emploi');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
