import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session';
import { bearerOf, json, mockFetch } from '../test/fetch';
import { candidateSession } from '../test/sessions';
import { renderInShell, where } from '../test/shell';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const page = (path: string) => ({ path, element: <h1>Page {path}</h1> });
const notifications = () => screen.getByRole('region', { name: 'Notifications' });

describe('?emailConfirmed', () => {
  it('=1: tells a signed-in user the address is confirmed, refreshes the session and drops the query', async () => {
    sessionStore.set(candidateSession({ confirmationToken: 'pending', firstname: 'Cam' }));
    const api = mockFetch({ 'GET /api/session': () => json({ ...candidateSession(), user: { ...candidateSession().user, _id: 7 } }) });
    const router = renderInShell([page('/')], '/?emailConfirmed=1');

    await waitFor(() => expect(notifications()).toHaveTextContent('Votre adresse e-mail est confirmée.'));
    await waitFor(() => expect(where(router)).toBe('/'));
    await waitFor(() => expect(sessionStore.get()?.user.confirmationToken).toBeNull());
    expect(sessionStore.get()?.user.firstname).toBe('Camille');
    expect(api.calls).toHaveLength(1);
    expect(bearerOf(api.calls[0].init)).toBe('Bearer candidate-token');
    // Shown once, even under StrictMode-like re-renders.
    expect(screen.getAllByText('Votre adresse e-mail est confirmée.')).toHaveLength(1);
  });

  it('=0: says the link is invalid or used, on any page, keeping the rest of the query', async () => {
    const api = mockFetch({});
    const router = renderInShell([page('/emploi')], '/emploi?search=ebeniste&emailConfirmed=0#resultats');
    await waitFor(() => expect(notifications()).toHaveTextContent('Ce lien de confirmation est invalide ou a déjà été utilisé.'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(where(router)).toBe('/emploi?search=ebeniste#resultats'));
    expect(api.calls).toHaveLength(0); // a visitor has no session to refresh
  });

  it('=1 for a visitor: the notice only', async () => {
    const api = mockFetch({});
    const router = renderInShell([page('/')], '/?emailConfirmed=1');
    await waitFor(() => expect(notifications()).toHaveTextContent('Votre adresse e-mail est confirmée.'));
    await waitFor(() => expect(where(router)).toBe('/'));
    expect(api.calls).toHaveLength(0);
  });
});
