import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { routes } from '../../../routes/routes';
import { bearerOf, formFields, json, mockFetch, text } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { candidateSession } from '../../../test/sessions';
import { where } from '../../../test/shell';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Changer mon mot de passe' });

describe('/dashboard/password-reset', () => {
  it('needs the three fields with matching new passwords, posts them with the token and confirms', async () => {
    const user = userEvent.setup({ delay: null });
    sessionStore.set(candidateSession());
    const answers = [json({ error: "L'ancien mot de passe est incorrect.", code: 'WRONG_PASSWORD' }, 422), text('ok')];
    const api = mockFetch({ 'POST /api/update-password': () => answers.shift() as Response });
    renderRoutes(routes, '/dashboard/password-reset');
    expect(await screen.findByRole('heading', { level: 2, name: 'Changer mon mot de passe' })).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.type(input(/^Mot de passe actuel/), 'ancien-mdp');
    await user.type(input(/^Nouveau mot de passe/), 'nouveau-mdp');
    expect(submit()).toBeDisabled();
    await user.type(input(/^Confirmation du nouveau/), 'nouveau-mdX');
    expect(submit()).toBeDisabled();
    expect(screen.getByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();
    await user.clear(input(/^Confirmation du nouveau/));
    await user.type(input(/^Confirmation du nouveau/), 'nouveau-mdp');
    expect(submit()).toBeEnabled();

    await user.click(submit());
    expect(await screen.findByTestId('error-banner')).toHaveTextContent("L'ancien mot de passe est incorrect.");
    await user.click(submit());
    expect(await screen.findByText('Votre mot de passe a été modifié.')).toBeInTheDocument();
    expect(formFields(api.calls[1].init)).toEqual({
      oldPassword: 'ancien-mdp',
      newPassword: 'nouveau-mdp',
      newPasswordConfirmation: 'nouveau-mdp',
    });
    expect(bearerOf(api.calls[1].init)).toBe('Bearer candidate-token');
    expect(input(/^Mot de passe actuel/)).toHaveValue('');
  });

  it('cancels back to /dashboard/details', async () => {
    const user = userEvent.setup({ delay: null });
    sessionStore.set(candidateSession());
    mockFetch({
      'POST /api/graphql': () =>
        json({
          data: {
            me: { id: '/api/users/7', email: 'camille@example.fr', firstname: 'Camille', lastname: 'Durand', confirmationToken: null },
            candidate: { id: '/api/candidates/3', mobilePhone: null },
          },
        }),
    });
    const router = renderRoutes(routes, '/dashboard/password-reset');
    await user.click(await screen.findByRole('link', { name: 'Annuler' }));
    await waitFor(() => expect(where(router)).toBe('/dashboard/details'));
  });
});
