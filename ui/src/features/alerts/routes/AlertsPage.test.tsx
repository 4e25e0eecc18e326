import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { routes } from '../../../routes/routes';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { candidateSession } from '../../../test/sessions';

let calls: { name: string; variables: Record<string, unknown> }[];
let alerts: Record<string, unknown>[];

const alert = (id: number, summary: string, searchQuery: string, enabled = true, recurrence = '1d') => ({
  id: `/api/job_offer_alerts/${id}`,
  _id: id,
  enabled,
  recurrence,
  summary,
  searchQuery,
});

function serve(initial: Record<string, unknown>[]) {
  calls = [];
  alerts = initial;
  const record = (name: string, answer: (variables: Record<string, unknown>) => unknown) => (variables: Record<string, unknown>) => {
    calls.push({ name, variables });
    return { data: answer(variables) };
  };
  mockFetch({
    'POST /api/graphql': graphqlHandler({
      MyAlerts: record('MyAlerts', () => ({
        jobOfferAlerts: { totalCount: alerts.length, edges: alerts.map((node) => ({ node })) },
      })),
      UpdateAlert: record('UpdateAlert', (variables) => {
        const input = variables.input as { id: string; enabled: boolean; recurrence: string };
        alerts = alerts.map((a) => (a.id === input.id ? { ...a, ...input } : a));
        return { updateJobOfferAlert: { jobOfferAlert: input } };
      }),
      DeleteAlert: record('DeleteAlert', (variables) => {
        const input = variables.input as { id: string };
        alerts = alerts.filter((a) => a.id !== input.id);
        return { deleteJobOfferAlert: { id: input.id } };
      }),
    }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.clear();
});

describe('/dashboard/alerts', { timeout: 20_000 }, () => {
  it('lists each alert as a sentence with its switch, its recurrence and its search', async () => {
    sessionStore.set(candidateSession());
    serve([alert(3, '«\u00a0ébéniste\u00a0» à Lyon (69), CDI', 'search=%C3%A9b%C3%A9niste&places=city-27457&contracts=1')]);
    renderRoutes(routes, '/dashboard/alerts');
    const list = await screen.findByRole('list', { name: 'Mes alertes emploi' }, { timeout: 5000 });
    const [item] = within(list).getAllByRole('listitem');
    expect(within(item).getByRole('heading', { name: '« ébéniste » à Lyon (69), CDI' })).toBeInTheDocument();
    expect(within(item).getByRole('switch', { name: 'Alerte active' })).toBeChecked();
    expect(within(item).getByRole('link', { name: 'Voir les offres' })).toHaveAttribute(
      'href',
      '/emploi?search=%C3%A9b%C3%A9niste&places=city-27457&contracts=1',
    );

    const user = userEvent.setup();
    await user.click(within(item).getByRole('combobox', { name: 'Fréquence' }));
    await user.click(await screen.findByRole('option', { name: 'Une fois par semaine' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'UpdateAlert')?.variables).toEqual({
        input: { id: '/api/job_offer_alerts/3', enabled: true, recurrence: '7d' },
      }),
    );
    await user.click(within(item).getByRole('switch', { name: 'Alerte active' }));
    await waitFor(() => expect(within(item).getByRole('switch', { name: 'Alerte désactivée' })).not.toBeChecked());
    expect(within(item).queryByText('Alerte active')).toBeNull();
  });

  it('deletes an alert after a confirmation, then invites to search', async () => {
    sessionStore.set(candidateSession());
    serve([alert(3, '«\u00a0doreur\u00a0»', 'search=doreur')]);
    renderRoutes(routes, '/dashboard/alerts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer l’alerte «\u00a0doreur\u00a0»' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer cette alerte ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.name === 'DeleteAlert')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Supprimer l’alerte «\u00a0doreur\u00a0»' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer l’alerte' }));
    expect(await screen.findByText('Vous n’avez pas encore d’alerte emploi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'Rechercher des offres' })).toHaveAttribute('href', '/emploi');
  });
});
