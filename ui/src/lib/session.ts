/**
 * The signed-in session: the only thing the UI keeps in the browser's localStorage,
 * under one fixed key (spec sections 4 and 9).
 *
 * The store lives outside React so the GraphQL client can clear it on a 401; components
 * read it through `useSession()`, which re-renders them on every change (also when another
 * tab signs in or out).
 */
import { useCallback, useSyncExternalStore } from 'react';

export const SESSION_STORAGE_KEY = 'ensemblier.session';

export interface SessionUser {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  /** null once the e-mail address is confirmed. */
  confirmationToken: string | null;
  proAccount: { id: string; proClient: { id: string } } | null;
  candidate: { id: string } | null;
  /** The role in the user's company (docs/accounts.md, "Teams"); null for anyone else. */
  teamRole: TeamRoleName | null;
}

export type TeamRoleName = 'owner' | 'recruiter';

export interface Session {
  token: string;
  roles: string[];
  user: SessionUser;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let cached: { raw: string | null; session: Session | null } | undefined;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings): behave as signed out.
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Accepts only a value of the documented shape; anything else reads as "signed out". */
export function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value) || typeof value.token !== 'string' || value.token === '') return null;
  if (!Array.isArray(value.roles) || !value.roles.every((role) => typeof role === 'string')) return null;
  const user = value.user;
  if (!isObject(user) || user.id === undefined || typeof user.email !== 'string') return null;
  const proAccount = isObject(user.proAccount) ? user.proAccount : null;
  const proClient = proAccount && isObject(proAccount.proClient) ? proAccount.proClient : null;
  const candidate = isObject(user.candidate) ? user.candidate : null;
  return {
    token: value.token,
    roles: value.roles as string[],
    user: {
      id: String(user.id),
      email: user.email,
      firstname: typeof user.firstname === 'string' ? user.firstname : '',
      lastname: typeof user.lastname === 'string' ? user.lastname : '',
      confirmationToken: typeof user.confirmationToken === 'string' ? user.confirmationToken : null,
      proAccount: proAccount && proClient ? { id: String(proAccount.id), proClient: { id: String(proClient.id) } } : null,
      candidate: candidate ? { id: String(candidate.id) } : null,
      teamRole: teamRoleOf(user.teamRole, proAccount !== null && proClient !== null),
    },
  };
}

/** A session stored before teams existed has no role: its company user was the owner. */
function teamRoleOf(value: unknown, company: boolean): TeamRoleName | null {
  if (value === 'owner' || value === 'recruiter') return value;
  return value === undefined && company ? 'owner' : null;
}

function read(): Session | null {
  const raw = storage()?.getItem(SESSION_STORAGE_KEY) ?? null;
  if (cached && cached.raw === raw) return cached.session;
  const session = parseSession(raw);
  cached = { raw, session };
  return session;
}

function emit() {
  for (const listener of listeners) listener();
}

/** The server refused the stored session (expired, or signed out elsewhere) in this tab. */
let endedByServer = false;

export const sessionStore = {
  get: read,

  set(session: Session) {
    endedByServer = false;
    storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    emit();
  },

  clear() {
    storage()?.removeItem(SESSION_STORAGE_KEY);
    emit();
  },

  /**
   * Clears a session the server refused, remembering it so sign-in can say why the user is
   * there (issue 35); a new session forgets it.
   */
  endedByServer() {
    endedByServer = true;
    sessionStore.clear();
  },

  /** Whether the last session of this tab was ended by the server. */
  wasEndedByServer(): boolean {
    return endedByServer;
  },

  /** Changes fields of the signed-in user (names after a profile update); no-op when signed out. */
  updateUser(patch: Partial<Pick<SessionUser, 'firstname' | 'lastname' | 'confirmationToken'>>) {
    const current = read();
    if (current) sessionStore.set({ ...current, user: { ...current.user, ...patch } });
  },

  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

// Another tab signing in or out changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY) emit();
  });
}

/** The session user has a candidate profile (spec section 6). */
export function isCandidate(session: Session | null): boolean {
  return session?.user.candidate != null;
}

/** The session user has a pro account (spec section 6). */
export function isCompany(session: Session | null): boolean {
  return session?.user.proAccount != null;
}

/**
 * The session user owns her company (billing, members): the UI shows those sections. Only a
 * hint: the server decides on every call (`companies::ownership`).
 */
export function isTeamOwner(session: Session | null): boolean {
  return isCompany(session) && session?.user.teamRole === 'owner';
}

/**
 * The session user is a member of the team (`ROLE_STAFF`): the UI offers `/admin`. Only a
 * hint: the server checks it again on every admin query (docs/admin.md).
 */
export function isStaff(session: Session | null): boolean {
  return session?.roles.includes('ROLE_STAFF') ?? false;
}

/** E-mail confirmed: `confirmationToken` is null (spec section 4). */
export function isEmailConfirmed(session: Session | null): boolean {
  return session != null && session.user.confirmationToken === null;
}

export interface SessionState {
  session: Session | null;
  user: SessionUser | null;
  isAuthenticated: boolean;
  isCandidate: boolean;
  isCompany: boolean;
  /** A company owner (billing, members); a recruiter is a company but not an owner. */
  isTeamOwner: boolean;
  isStaff: boolean;
  isEmailConfirmed: boolean;
  signIn: (session: Session) => void;
  signOut: () => void;
}

export function useSession(): SessionState {
  const session = useSyncExternalStore(sessionStore.subscribe, read, () => null);
  const signIn = useCallback((next: Session) => sessionStore.set(next), []);
  const signOut = useCallback(() => sessionStore.clear(), []);
  return {
    session,
    user: session?.user ?? null,
    isAuthenticated: session !== null,
    isCandidate: isCandidate(session),
    isCompany: isCompany(session),
    isTeamOwner: isTeamOwner(session),
    isStaff: isStaff(session),
    isEmailConfirmed: isEmailConfirmed(session),
    signIn,
    signOut,
  };
}
