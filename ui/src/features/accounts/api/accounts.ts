/**
 * The account endpoints of spec section 7 (REST): registration, sign-in, password reset, and
 * for a signed-in user (with the token) password change, deletion and a new confirmation mail.
 */
import { downloadWithToken, restOk, restRequest, RestError } from '../../../lib/rest';
import { parseSession, type Session } from '../../../lib/session';
import { REST_MESSAGES } from '../../../lib/messages';

export type AccountKind = 'candidate' | 'company';

export interface RegistrationValues {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  /** Companies only. */
  companyName?: string;
  emailConfirmation?: string;
}

/** `POST /api/register` (multipart); the only success is the text `ok`. */
export function register(kind: AccountKind, values: RegistrationValues): Promise<void> {
  const form: Record<string, string> = {
    accountType: kind,
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
    password: values.password,
  };
  if (kind === 'company') {
    form.companyName = (values.companyName ?? '').trim();
    form.emailConfirmation = (values.emailConfirmation ?? '').trim();
  }
  return restOk('/api/register', { form });
}

/** `POST /api/login_check` (JSON): the session to store. 401 and 429 carry a French `error`. */
export async function login(email: string, password: string): Promise<Session> {
  const text = await restRequest('/api/login_check', { json: { email: email.trim(), password } });
  const session = parseSession(text);
  if (!session) throw new RestError(REST_MESSAGES.unknown, 200);
  return session;
}

/** `POST /api/reset-password` with `email`: `ok` whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<void> {
  return restOk('/api/reset-password', { form: { email: email.trim() } });
}

/** `POST /api/reset-password` with the mailed token and the new password twice. */
export function resetPassword(confirmationToken: string, newPassword: string, newPasswordConfirmation: string): Promise<void> {
  return restOk('/api/reset-password', { form: { confirmationToken, newPassword, newPasswordConfirmation } });
}

/**
 * `GET /api/reset-password/{token}`: whether the mailed link still works (unused, unexpired),
 * asked when its page opens. Resolves `null` when it does, the French refusal when the server
 * refuses it (`INVALID_TOKEN`); any other failure resolves `null` too (the form then says it).
 */
export async function checkResetLink(confirmationToken: string): Promise<string | null> {
  try {
    await restOk(`/api/reset-password/${encodeURIComponent(confirmationToken)}`, { method: 'GET' });
    return null;
  } catch (error) {
    if (error instanceof RestError && error.code === 'INVALID_TOKEN') return error.message;
    return null;
  }
}

/** Where a user lands after signing in without a redirect (spec, "Sign-in"). */
export function homeOf(session: Session): string {
  if (session.user.proAccount) return '/dashboard/jobs';
  if (session.user.candidate) return '/dashboard/alerts';
  return '/dashboard';
}

/** `POST /api/update-password`: `ok`, or 422 with a French `error`. */
export function updatePassword(oldPassword: string, newPassword: string, newPasswordConfirmation: string): Promise<void> {
  return restOk('/api/update-password', { auth: true, form: { oldPassword, newPassword, newPasswordConfirmation } });
}

/** `GET /api/account/export` (candidates only): the ZIP of all her data, saved by the browser. */
export function downloadMyData(fileName: string): Promise<void> {
  return downloadWithToken('/api/account/export', fileName);
}

/** `DELETE /api/account/delete` (candidates only), with her password typed again. */
export function deleteAccount(password: string): Promise<void> {
  return restOk('/api/account/delete', { method: 'DELETE', auth: true, json: { password } });
}
