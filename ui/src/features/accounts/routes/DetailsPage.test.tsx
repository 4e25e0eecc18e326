import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { routes } from '../../../routes/routes';
import { bearerOf, graphqlHandler, json, mockFetch, text } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { candidateSession, companySession } from '../../../test/sessions';
import { where } from '../../../test/shell';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const me = (session = candidateSession()) => ({
  me: {
    id: session.user.id,
    email: session.user.email,
    firstname: session.user.firstname,
    lastname: session.user.lastname,
    confirmationToken: null,
  },
});

function api(deleteAnswer: () => Response = () => text('ok')) {
  return mockFetch({
    'POST /api/graphql': graphqlHandler({
      MyDetails: (variables) => ({
        data: { ...me(), ...(variables.isCandidate ? { candidate: { id: '/api/candidates/3', mobilePhone: '06 12 34 56 78' } } : {}) },
      }),
      UpdateMyCandidate: (variables) => {
        const input = variables.input as Record<string, string>;
        return {
          data: {
            updateMyCandidate: {
              candidate: {
                id: '/api/candidates/3',
                mobilePhone: input.mobilePhone,
                cvName: null,
                socialLinkedinURL: null,
                user: { id: '/api/users/7', firstname: input.firstname, lastname: input.lastname },
              },
              clientMutationId: null,
            },
          },
        };
      },
    }),
    'DELETE /api/account/delete': deleteAnswer,
    'GET /api/account/export': () =>
      new Response('PK', {
        headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="ensemblier-mes-donnees.zip"' },
      }),
    'POST /api/logout': () => text('ok'),
  });
}

const notifications = () => screen.getByRole('region', { name: 'Notifications' });

describe('/dashboard/details', () => {
  it('shows the phone, the read-only e-mail and the names, and saves them', async () => {
    const user = userEvent.setup({ delay: null });
    sessionStore.set(candidateSession());
    const calls = api();
    renderRoutes(routes, '/dashboard/details');
    const phone = await screen.findByRole('textbox', { name: 'Téléphone portable' });
    expect(phone).toHaveValue('06 12 34 56 78');
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue('camille@example.fr');
    expect(screen.getByRole('link', { name: 'Changer mon mot de passe' })).toHaveAttribute('href', '/dashboard/password-reset');

    await user.clear(screen.getByRole('textbox', { name: 'Prénom' }));
    await user.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille-Rose');
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(await screen.findByText('Vos informations ont été mises à jour.')).toBeInTheDocument();
    const mutation = JSON.parse(String(calls.called('POST', '/api/graphql').at(-1)?.init.body));
    expect(mutation.variables.input).toEqual({ firstname: 'Camille-Rose', lastname: 'Durand', mobilePhone: '06 12 34 56 78' });
    // The greeting follows the session.
    expect(sessionStore.get()?.user.firstname).toBe('Camille-Rose');
    expect(screen.getByText('Bonjour Camille-Rose')).toBeInTheDocument();
  });

  it('downloads all her data as one ZIP with her token (RGPD)', async () => {
    const user = userEvent.setup({ delay: null });
    sessionStore.set(candidateSession());
    const calls = api();
    const createObjectURL = vi.fn(() => 'blob:zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderRoutes(routes, '/dashboard/details');
    await user.click(await screen.findByRole('button', { name: 'Télécharger mes données' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(bearerOf(calls.called('GET', '/api/account/export')[0].init)).toBe('Bearer candidate-token');
    expect(clicked[0].download).toBe('ensemblier-mes-donnees.zip');
    click.mockRestore();
  });

  it('offers no phone and no deletion to a company', async () => {
    sessionStore.set(companySession());
    api();
    renderRoutes(routes, '/dashboard/details');
    expect(await screen.findByRole('textbox', { name: 'Prénom' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Téléphone portable' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer mon compte' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Télécharger mes données' })).toBeNull();
  });
});

describe('account deletion', () => {
  it('asks for confirmation in a dialog stating it is irreversible; cancel gives the focus back', async () => {
    const user = userEvent.setup({ delay: null });
    sessionStore.set(candidateSession());
    const calls = api();
    renderRoutes(routes, '/dashboard/details');
    const opener = await screen.findByRole('button', { name: 'Supprimer mon compte' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer votre compte ?' });
    expect(dialog).toHaveTextContent('Cette action est irréversible');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(calls.called('DELETE', '/api/account/delete')).toHaveLength(0);
    expect(sessionStore.get()).not.toBeNull();
  });

  it('deletes with the token, notifies, signs out and goes to /login?conf=delete', async () => {
    const user = userEvent.setup({ delay: null });
    sessionStore.set(candidateSession());
    const calls = api();
    const router = renderRoutes(routes, '/dashboard/details');
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    await user.type(within(await screen.findByRole('dialog')).getByLabelText(/^Mot de passe/, { selector: 'input' }), 'tapisserie-2026');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer définitivement' }));

    await waitFor(() => expect(where(router)).toBe('/login?conf=delete'));
    const deletion = calls.called('DELETE', '/api/account/delete')[0].init;
    expect(bearerOf(deletion)).toBe('Bearer candidate-token');
    expect(JSON.parse(String(deletion?.body))).toEqual({ password: 'tapisserie-2026' });
    expect(sessionStore.get()).toBeNull();
    expect(notifications()).toHaveTextContent('Suppression réussie');
    expect(notifications()).toHaveTextContent('Vous êtes déconnecté.');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
  });

  it('asks for the password and says under it when it is wrong', async () => {
    const user = userEvent.setup({ delay: null });
    sessionStore.set(candidateSession());
    api(() => json({ error: 'Le mot de passe est incorrect : votre compte n’a pas été supprimé.', code: 'WRONG_PASSWORD' }, 422));
    renderRoutes(routes, '/dashboard/details');
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Supprimer définitivement' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Mot de passe/, { selector: 'input' }), 'pas-le-bon');
    await user.click(confirm);
    expect(await within(dialog).findByText('Le mot de passe est incorrect : votre compte n’a pas été supprimé.')).toBeInTheDocument();
    expect(sessionStore.get()).not.toBeNull();
  });

  it('tells the user when the deletion fails, and keeps the session', async () => {
    const user = userEvent.setup({ delay: null });
    sessionStore.set(candidateSession());
    api(() => json({ error: 'Vous n’avez pas accès à cette ressource.' }, 403));
    const router = renderRoutes(routes, '/dashboard/details');
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    await user.type(within(await screen.findByRole('dialog')).getByLabelText(/^Mot de passe/, { selector: 'input' }), 'tapisserie-2026');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(notifications()).toHaveTextContent('Une erreur est survenue durant la suppression du compte.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(where(router)).toBe('/dashboard/details');
    expect(sessionStore.get()).not.toBeNull();
  });
});
