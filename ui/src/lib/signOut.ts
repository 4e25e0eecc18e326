/**
 * Signing out ends the session on the server too (`POST /api/logout` revokes the token), so a
 * copy of the token left in this browser or elsewhere stops working. The local session is
 * cleared at once whatever the server answers: a network failure or a token already refused
 * still signs the user out here.
 */
import { sessionStore } from './session';

export const LOGOUT_ENDPOINT = '/api/logout';

export function signOut(): void {
  const token = sessionStore.get()?.token;
  sessionStore.clear();
  if (!token) return;
  // keepalive: the request survives the navigation that follows.
  fetch(LOGOUT_ENDPOINT, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, keepalive: true }).catch(() => undefined);
}
