import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestOnly } from '../../../routes/guards';
import { followPageChanges } from '../../../lib/notifications';
import { SESSION_STORAGE_KEY, sessionStore } from '../../../lib/session';
import { json, mockFetch } from '../../../test/fetch';
import { candidateSession, companySession } from '../../../test/sessions';
import { renderInShell, where } from '../../../test/shell';
import { LoginPage } from './LoginPage';
import { PasswordResetPage } from './PasswordResetPage';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

function openLogin(path = '/login') {
  return renderInShell(
    [
      {
        path: 'login',
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
    ],
    path,
  );
}

const emailInput = () => screen.getByRole('textbox', { name: 'Adresse e-mail' });
const passwordInput = () => screen.getByLabelText(/^Mot de passe/, { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: 'Se connecter' });
const notifications = () => screen.getByRole('region', { name: 'Notifications' });

/** Login answers: the session of the given shape, after `delay` ms. */
/** `until`, when given, holds the answer back until the test resolves it (no race with a timer). */
function answerLogin(session: object, status = 200, until?: Promise<void>) {
  return mockFetch({
    'POST /api/login_check': async () => {
      await until;
      return json(session, status);
    },
  });
}

describe('/login', () => {
  it('has an e-mail input of type email, a password, Mémoriser and the two links', async () => {
    openLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Mémoriser' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: "Pas de compte ? S'inscrire" })).toHaveAttribute('href', '/candidats');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/password-reset');
  });

  it('keeps the button disabled while a field is empty or the request runs', async () => {
    const user = userEvent.setup({ delay: null });
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = answerLogin({ error: 'Les identifiants saisis sont invalides ou inexistants.' }, 401, answered);
    openLogin();
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    expect(submitButton()).toBeDisabled();
    await user.type(emailInput(), 'camille@example.fr');
    expect(submitButton()).toBeDisabled();
    await user.type(passwordInput(), 'secret-123');
    expect(submitButton()).toBeEnabled();
    await user.clear(emailInput());
    expect(submitButton()).toBeDisabled();
    await user.type(emailInput(), 'camille@example.fr');
    // Mémoriser changes nothing visible.
    await user.click(screen.getByRole('checkbox', { name: 'Mémoriser' }));
    expect(submitButton()).toBeEnabled();

    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Connexion…' })).toBeDisabled();
    answer();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(api.calls).toHaveLength(1);
    expect(JSON.parse(String(api.calls[0].init.body))).toEqual({ email: 'camille@example.fr', password: 'secret-123' });
  });

  it('notifies "Connexion" with the spec message on a 401, and the server message on a 429', async () => {
    const user = userEvent.setup({ delay: null });
    answerLogin({ error: 'Les identifiants saisis sont invalides ou inexistants.' }, 401);
    const router = openLogin();
    await user.type(await screen.findByRole('textbox', { name: 'Adresse e-mail' }), 'camille@example.fr');
    await user.type(passwordInput(), 'mauvais');
    await user.click(submitButton());
    const alert = await within(notifications()).findByRole('alert');
    expect(alert).toHaveTextContent('Connexion');
    expect(alert).toHaveTextContent('Les identifiants saisis sont invalides ou inexistants.');
    expect(where(router)).toBe('/login');
    expect(sessionStore.get()).toBeNull();

    answerLogin({ error: 'Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.' }, 429);
    await user.click(submitButton());
    await waitFor(() => expect(notifications()).toHaveTextContent('Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.'));
  });

  it('leaves a refusal behind on « Mot de passe oublié ? », clicked at once, and carries the typed address (issue 58, minor 26)', async () => {
    const user = userEvent.setup({ delay: null });
    answerLogin({ error: 'Les identifiants saisis sont invalides ou inexistants.' }, 401);
    const router = renderInShell(
      [
        { path: 'login', element: <LoginPage /> },
        { path: 'password-reset', element: <PasswordResetPage /> },
      ],
      '/login',
    );
    const stopFollowing = followPageChanges(router);
    await user.type(await screen.findByRole('textbox', { name: 'Adresse e-mail' }), ' camille@example.fr');
    await user.type(passwordInput(), 'mauvais');
    await user.click(submitButton());
    await within(notifications()).findByRole('alert');
    await user.click(screen.getByRole('link', { name: 'Mot de passe oublié ?' }));
    await waitFor(() => expect(where(router)).toBe('/password-reset'));
    expect(await screen.findByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue('camille@example.fr');
    expect(within(notifications()).queryByRole('alert')).toBeNull();
    stopFollowing();
  });

  it.each([
    ['a candidate', candidateSession(), '/dashboard/alerts'],
    ['a company', companySession(), '/dashboard/jobs'],
  ])('sends %s to its dashboard and notifies the success', async (_, session, target) => {
    const user = userEvent.setup({ delay: null });
    answerLogin({ ...session, user: { ...session.user, _id: 7 } });
    const router = openLogin();
    await user.type(await screen.findByRole('textbox', { name: 'Adresse e-mail' }), session.user.email);
    await user.type(passwordInput(), 'secret-123');
    await user.click(submitButton());
    await waitFor(() => expect(where(router)).toBe(target));
    expect(notifications()).toHaveTextContent('Authentification réussie');
    expect(notifications()).toHaveTextContent('Vous êtes connecté.');
    // Stored under the fixed key, in the documented shape.
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(session);
  });

  it('lets the redirect query win over the role', async () => {
    const user = userEvent.setup({ delay: null });
    answerLogin(companySession());
    const router = openLogin('/login?redirect=%2Femploi%2Fnouvelle-annonce%3Fx%3D1');
    await user.type(await screen.findByRole('textbox', { name: 'Adresse e-mail' }), 'recrutement@atelier.fr');
    await user.type(passwordInput(), 'secret-123');
    await user.click(submitButton());
    await waitFor(() => expect(where(router)).toBe('/emploi/nouvelle-annonce?x=1'));
  });

  it('ignores a redirect to another site', async () => {
    const user = userEvent.setup({ delay: null });
    answerLogin(candidateSession());
    const router = openLogin('/login?redirect=https%3A%2F%2Fevil.example');
    await user.type(await screen.findByRole('textbox', { name: 'Adresse e-mail' }), 'camille@example.fr');
    await user.type(passwordInput(), 'secret-123');
    await user.click(submitButton());
    await waitFor(() => expect(where(router)).toBe('/dashboard/alerts'));
  });

  it('sends a user already signed in to the redirect, or /', async () => {
    sessionStore.set(candidateSession());
    let router = openLogin('/login?redirect=%2Ffaq');
    await waitFor(() => expect(where(router)).toBe('/faq'));
    router.dispose();
    router = openLogin('/login?conf=delete');
    await waitFor(() => expect(where(router)).toBe('/'));
  });

  it('says why when a session ended (issue 35), and nothing otherwise', async () => {
    openLogin('/login?redirect=%2Fdashboard%2Fjobs&session=expiree');
    expect(await screen.findByText('Votre session a expiré. Connectez-vous à nouveau pour continuer.')).toBeInTheDocument();
  });

  it('shows no session notice to a user who simply signs in', async () => {
    openLogin('/login');
    await screen.findByRole('textbox', { name: 'Adresse e-mail' });
    expect(screen.queryByText(/Votre session a expiré/)).toBeNull();
  });
});
