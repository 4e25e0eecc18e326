/**
 * Refreshes the stored session from `GET /api/session` (same token, fresh names and e-mail
 * confirmation state): at app start and after the e-mail confirmation link. A 401 means the
 * session is over: it is cleared (guarded pages then send to sign-in, saying the session
 * ended). A network failure
 * keeps the session as it is.
 */
import { parseSession, sessionStore } from './session';

export const SESSION_ENDPOINT = '/api/session';

export async function refreshSession(): Promise<void> {
  const current = sessionStore.get();
  if (!current) return;
  let response: Response;
  try {
    response = await fetch(SESSION_ENDPOINT, { headers: { Authorization: `Bearer ${current.token}`, Accept: 'application/json' } });
  } catch {
    return;
  }
  const text = await response.text();
  // Signed out, or signed in as someone else, while the request ran: leave it alone.
  if (sessionStore.get()?.token !== current.token) return;
  if (response.status === 401) {
    sessionStore.endedByServer();
    return;
  }
  if (!response.ok) return;
  const fresh = parseSession(text);
  if (fresh) sessionStore.set(fresh);
}
