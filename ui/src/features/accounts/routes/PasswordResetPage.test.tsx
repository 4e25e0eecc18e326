import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { GuestOnly } from '../../../routes/guards';
import { formFields, json, mockFetch, text } from '../../../test/fetch';
import { candidateSession } from '../../../test/sessions';
import { renderInShell, where } from '../../../test/shell';
import { PasswordResetPage } from './PasswordResetPage';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const guarded = (
  <GuestOnly signedInTarget="/dashboard/password-reset" ignoreRedirect>
    <PasswordResetPage />
  </GuestOnly>
);

function openReset(path: string) {
  return renderInShell(
    [
      { path: 'password-reset', element: guarded },
      { path: 'password-reset/:confirmationToken', element: guarded },
    ],
    path,
  );
}

const passwordInput = () => screen.getByLabelText(/^Nouveau mot de passe/, { selector: 'input' });
const confirmationInput = () => screen.getByLabelText(/^Confirmation du nouveau mot de passe/, { selector: 'input' });
const resetButton = () => screen.getByRole('button', { name: 'Réinitialiser mon mot de passe' });

describe('password reset without token', () => {
  it('asks for the e-mail, then tells the user to check the mailbox', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockFetch({ 'POST /api/reset-password': () => text('ok') });
    openReset('/password-reset');
    const email = await screen.findByRole('textbox', { name: 'Adresse e-mail' });
    const send = screen.getByRole('button', { name: 'Envoyer le lien' });
    expect(send).toBeDisabled();
    await user.type(email, ' camille@example.fr ');
    await user.click(send);

    expect(await screen.findByRole('heading', { name: 'Consultez votre boîte de réception' })).toHaveFocus();
    expect(screen.getByText(/associé à l’adresse camille@example\.fr/)).toBeInTheDocument();
    expect(formFields(api.calls[0].init)).toEqual({ email: 'camille@example.fr' });
    expect(screen.queryByRole('textbox', { name: 'Adresse e-mail' })).toBeNull();

    // "demandez un nouveau lien" goes back to the e-mail stage, pre-filled.
    await user.click(screen.getByRole('button', { name: 'demandez un nouveau lien' }));
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue('camille@example.fr');
  });

  it('sends a signed-in user to /dashboard/password-reset', async () => {
    sessionStore.set(candidateSession());
    const router = openReset('/password-reset/abc?redirect=%2Ffaq');
    await waitFor(() => expect(where(router)).toBe('/dashboard/password-reset'));
  });
});

describe('password reset with the mailed token', () => {
  it('enables the button only when both passwords are non-empty and equal', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({ 'GET /api/reset-password/jeton-123': () => text('ok') });
    openReset('/password-reset/jeton-123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeInTheDocument();
    expect(resetButton()).toBeDisabled();
    await user.type(passwordInput(), 'nouveau-mdp');
    expect(resetButton()).toBeDisabled();
    await user.type(confirmationInput(), 'nouveau-md');
    expect(resetButton()).toBeDisabled();
    expect(screen.getByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();
    await user.type(confirmationInput(), 'p');
    expect(resetButton()).toBeEnabled();
    expect(screen.queryByText('Les mots de passe ne correspondent pas.')).toBeNull();
    await user.clear(passwordInput());
    expect(resetButton()).toBeDisabled();
  });

  it('posts the token and both passwords, then shows "Mot de passe réinitialisé" with a link to /login', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockFetch({ 'GET /api/reset-password/jeton-123': () => text('ok'), 'POST /api/reset-password': () => text('ok') });
    openReset('/password-reset/jeton-123');
    await user.type(await screen.findByLabelText(/^Nouveau mot de passe/, { selector: 'input' }), 'nouveau-mdp');
    await user.type(confirmationInput(), 'nouveau-mdp');
    await user.click(resetButton());
    expect(await screen.findByRole('heading', { name: 'Mot de passe réinitialisé' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(formFields(api.called('POST', '/api/reset-password')[0].init)).toEqual({
      confirmationToken: 'jeton-123',
      newPassword: 'nouveau-mdp',
      newPasswordConfirmation: 'nouveau-mdp',
    });
  });

  it('shows the server error in the global banner and stays on the form', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      'GET /api/reset-password/perime': () => text('ok'),
      'POST /api/reset-password': () =>
        json({ error: 'Ce lien de réinitialisation est invalide ou a expiré.', code: 'INVALID_TOKEN' }, 422),
    });
    openReset('/password-reset/perime');
    await user.type(await screen.findByLabelText(/^Nouveau mot de passe/, { selector: 'input' }), 'nouveau-mdp');
    await user.type(confirmationInput(), 'nouveau-mdp');
    await user.click(resetButton());
    expect(await screen.findByTestId('error-banner')).toHaveTextContent('Ce lien de réinitialisation est invalide ou a expiré.');
    expect(screen.queryByRole('heading', { name: 'Mot de passe réinitialisé' })).toBeNull();
    expect(resetButton()).toBeEnabled();
  });

  it('refuses a used or expired link as soon as the page opens, before a password is typed', async () => {
    mockFetch({
      'GET /api/reset-password/utilise': () =>
        json({ error: 'Ce lien de réinitialisation est invalide ou a expiré.', code: 'INVALID_TOKEN' }, 422),
    });
    openReset('/password-reset/utilise');
    expect(await screen.findByRole('heading', { name: 'Ce lien ne fonctionne plus' })).toBeInTheDocument();
    expect(screen.getByText('Ce lien de réinitialisation est invalide ou a expiré.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/password-reset');
    expect(screen.queryByLabelText(/^Nouveau mot de passe/, { selector: 'input' })).toBeNull();
  });
});
