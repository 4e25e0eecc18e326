import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { candidateSession } from '../test/sessions';
import { bearerOf, json, mockFetch, text } from '../test/fetch';
import { configureGraphqlClient } from './graphql';
import { errorMessageFrom, filenameFromDisposition, restJson, restOk, RestError } from './rest';
import { sessionStore } from './session';
import { refreshSession } from './sessionRefresh';

describe('REST client', () => {
  const goToLogin = vi.fn();
  const replacePage = vi.fn();

  beforeEach(() => {
    goToLogin.mockReset();
    replacePage.mockReset();
    configureGraphqlClient({ goToLogin, replacePage });
    window.history.replaceState(null, '', '/dashboard/details');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureGraphqlClient({});
    sessionStore.clear();
  });

  it('reads a failure as the error field, else the message field, else the raw body', () => {
    expect(errorMessageFrom('{"error":"Ce lien de réinitialisation est invalide ou a expiré.","message":"x"}')).toBe(
      'Ce lien de réinitialisation est invalide ou a expiré.',
    );
    expect(errorMessageFrom('{"message":"Les mots de passe ne correspondent pas."}')).toBe('Les mots de passe ne correspondent pas.');
    expect(errorMessageFrom('<h1>Bad Gateway</h1>')).toBe('<h1>Bad Gateway</h1>');
    expect(errorMessageFrom('')).toBe('Une erreur est survenue.');
  });

  it('accepts only the text ok from the ok endpoints', async () => {
    mockFetch({ 'POST /api/reset-password': () => text('ok') });
    await expect(restOk('/api/reset-password', { form: { email: 'a@b.fr' } })).resolves.toBeUndefined();
    mockFetch({ 'POST /api/reset-password': () => json({ status: 'done' }) });
    await expect(restOk('/api/reset-password', { form: { email: 'a@b.fr' } })).rejects.toThrow('{"status":"done"}');
  });

  it('keeps the status and code of a refusal', async () => {
    mockFetch({ 'POST /api/update-password': () => json({ error: "L'ancien mot de passe est incorrect.", code: 'WRONG_PASSWORD' }, 422) });
    const error = await restOk('/api/update-password', { auth: true, form: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestError);
    expect(error).toMatchObject({ message: "L'ancien mot de passe est incorrect.", status: 422, code: 'WRONG_PASSWORD', handled: false });
  });

  it('sends the Bearer token only when asked', async () => {
    sessionStore.set(candidateSession());
    const api = mockFetch({ 'POST /api/x': () => text('ok'), 'POST /api/y': () => json({ a: 1 }) });
    await restOk('/api/x', { auth: true });
    await restJson('/api/y', { json: { b: 2 } });
    expect(bearerOf(api.calls[0].init)).toBe('Bearer candidate-token');
    expect(bearerOf(api.calls[1].init)).toBeUndefined();
    expect((api.calls[1].init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('ends the session on a 401 of an authenticated call, and goes to sign-in', async () => {
    sessionStore.set(candidateSession());
    mockFetch({ 'POST /api/update-password': () => json({ error: 'Vous devez être connecté.' }, 401) });
    const error = await restOk('/api/update-password', { auth: true, form: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, handled: true });
    expect(sessionStore.get()).toBeNull();
    expect(goToLogin).toHaveBeenCalledWith('/login?redirect=%2Fdashboard%2Fdetails&session=expiree');
  });

  it('leaves the session alone on the 401 of a sign-in (wrong credentials)', async () => {
    mockFetch({ 'POST /api/login_check': () => json({ error: 'Les identifiants saisis sont invalides ou inexistants.' }, 401) });
    const error = await restJson('/api/login_check', { json: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, handled: false, message: 'Les identifiants saisis sont invalides ou inexistants.' });
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('replaces the page with the body of a 500', async () => {
    mockFetch({ 'POST /api/register': () => text('<h1>Erreur interne</h1>', 500) });
    const settled = vi.fn();
    void restOk('/api/register', { form: {} }).then(settled, settled);
    await vi.waitFor(() => expect(replacePage).toHaveBeenCalledWith('<h1>Erreur interne</h1>'));
    expect(settled).not.toHaveBeenCalled();
  });

  it('reads the file name of a download', () => {
    expect(filenameFromDisposition('attachment; filename="cv-5f0c.pdf"')).toBe('cv-5f0c.pdf');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''CV%20%C3%A9b%C3%A9niste.pdf")).toBe('CV ébéniste.pdf');
    expect(filenameFromDisposition(null)).toBeNull();
  });
});

describe('session refresh (GET /api/session)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clear();
  });

  it('stores the fresh names and confirmation state, same token', async () => {
    sessionStore.set(candidateSession({ firstname: 'Cam', confirmationToken: 'pending' }));
    const api = mockFetch({ 'GET /api/session': () => json(candidateSession()) });
    await refreshSession();
    expect(bearerOf(api.calls[0].init)).toBe('Bearer candidate-token');
    expect(sessionStore.get()).toEqual(candidateSession());
  });

  it('clears the session on a 401', async () => {
    sessionStore.set(candidateSession());
    mockFetch({ 'GET /api/session': () => json({ error: 'Vous devez être connecté.' }, 401) });
    await refreshSession();
    expect(sessionStore.get()).toBeNull();
  });

  it('keeps the session when the server cannot be reached, and does nothing signed out', async () => {
    sessionStore.set(candidateSession());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await refreshSession();
    expect(sessionStore.get()).toEqual(candidateSession());
    sessionStore.clear();
    const api = mockFetch({});
    await refreshSession();
    expect(api.calls).toHaveLength(0);
  });

  it('does not overwrite a session changed while the request ran', async () => {
    sessionStore.set(candidateSession());
    mockFetch({
      'GET /api/session': () => {
        sessionStore.clear(); // signed out meanwhile
        return json(candidateSession());
      },
    });
    await refreshSession();
    expect(sessionStore.get()).toBeNull();
  });
});
