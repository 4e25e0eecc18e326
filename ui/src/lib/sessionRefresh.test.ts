import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginRedirectPath } from '../routes/guards';
import { json, mockFetch } from '../test/fetch';
import { candidateSession } from '../test/sessions';
import { sessionStore } from './session';
import { refreshSession } from './sessionRefresh';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const favorites = { pathname: '/dashboard/favorites', search: '', hash: '' };

describe('a session the server ended at app start (issue 35)', () => {
  it('is cleared, and sign-in is asked with the reason', async () => {
    sessionStore.set(candidateSession());
    mockFetch({ 'GET /api/session': () => json({ error: 'Session expirée' }, 401) });
    await refreshSession();
    expect(sessionStore.get()).toBeNull();
    expect(loginRedirectPath(favorites)).toBe('/login?redirect=%2Fdashboard%2Ffavorites&session=expiree');
  });

  it('is forgotten once signed in again; a visitor is only asked to sign in', async () => {
    sessionStore.set(candidateSession());
    mockFetch({ 'GET /api/session': () => json({ error: 'Session expirée' }, 401) });
    await refreshSession();
    sessionStore.set(candidateSession());
    sessionStore.clear();
    expect(loginRedirectPath(favorites)).toBe('/login?redirect=%2Fdashboard%2Ffavorites');
  });
});
