import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from './session';
import { LOGOUT_ENDPOINT, signOut } from './signOut';

const session = {
  token: 'jeton',
  roles: ['ROLE_USER'],
  user: {
    id: '1',
    email: 'a@b.fr',
    firstname: 'A',
    lastname: 'B',
    confirmationToken: null,
    proAccount: null,
    candidate: null,
    teamRole: null,
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('signOut', () => {
  it('clears the session and asks the server to revoke its token', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('ok')));
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.set(session);
    signOut();
    expect(sessionStore.get()).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      LOGOUT_ENDPOINT,
      expect.objectContaining({ method: 'POST', headers: { Authorization: 'Bearer jeton' } }),
    );
  });

  it('signs out locally even when the server cannot be reached', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    sessionStore.set(session);
    signOut();
    expect(sessionStore.get()).toBeNull();
  });

  it('calls nobody when no one is signed in', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    signOut();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
