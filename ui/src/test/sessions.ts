/** Sessions for tests, in the stored shape. */
import type { Session } from '../lib/session';

export function candidateSession(overrides: Partial<Session['user']> = {}): Session {
  return {
    token: 'candidate-token',
    roles: ['ROLE_USER', 'ROLE_CANDIDATE'],
    user: {
      id: '/api/users/7',
      email: 'camille@example.fr',
      firstname: 'Camille',
      lastname: 'Durand',
      confirmationToken: null,
      proAccount: null,
      candidate: { id: '/api/candidates/3' },
      teamRole: null,
      ...overrides,
    },
  };
}

export function companySession(overrides: Partial<Session['user']> = {}): Session {
  return {
    token: 'company-token',
    roles: ['ROLE_USER', 'ROLE_PRO'],
    user: {
      id: '/api/users/9',
      email: 'recrutement@atelier.fr',
      firstname: 'Louise',
      lastname: 'Martin',
      confirmationToken: null,
      proAccount: { id: '/api/pro-accounts/4', proClient: { id: '/api/pro-clients/2' } },
      candidate: null,
      teamRole: 'owner',
      ...overrides,
    },
  };
}

/** A member of the team (a candidate account granted the back-office). */
export function staffSession(): Session {
  const session = candidateSession({ email: 'equipe@ensemblier.fr' });
  return { ...session, token: 'staff-token', roles: [...session.roles, 'ROLE_STAFF'] };
}
