import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { routes } from '../../../routes/routes';
import { graphqlHandler, json, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { companySession } from '../../../test/sessions';

const OFFER = { companyName: 'Atelier Lumen', email: 'marc@exemple.fr', role: 'RECRUITER', expiresAt: '2026-12-04T10:00:00Z' };

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('/equipe/invitation/:token', () => {
  it('registers the invitee with the invited address, signs her in and welcomes her', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const joins: Record<string, unknown>[] = [];
    mockFetch({
      'POST /api/graphql': graphqlHandler({
        TeamInvitation: () => ({ data: { teamInvitation: OFFER } }),
        JoinTeamByRegistering: (variables) => {
          joins.push(variables);
          return { data: { joinTeamByRegistering: 'marc@exemple.fr' } };
        },
      }),
      'POST /api/login_check': () => json(companySession({ email: 'marc@exemple.fr', teamRole: 'recruiter' })),
    });
    renderRoutes(routes, '/equipe/invitation/secret-1');
    expect(await screen.findByText(/rejoindre l’équipe d’Atelier Lumen sur Ensemblier, en tant que recruteur/)).toBeInTheDocument();
    expect(screen.getByText('Cette invitation est valable jusqu’au 4 décembre 2026.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Marc');
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Leroy');
    await user.type(screen.getByLabelText(/Mot de passe/), 'Ensemblier-2026!');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte et rejoindre l’équipe' }));
    expect(await screen.findByText('Bienvenue dans l’équipe d’Atelier Lumen !')).toBeInTheDocument();
    expect(joins).toEqual([{ token: 'secret-1', firstname: 'Marc', lastname: 'Leroy', password: 'Ensemblier-2026!' }]);
    expect(sessionStore.get()?.user.teamRole).toBe('recruiter');
  });

  it('says in French that a spent link no longer works', async () => {
    mockFetch({
      'POST /api/graphql': graphqlHandler({
        TeamInvitation: () => ({
          data: null,
          errors: [
            {
              message: 'Cette invitation est invalide, a expiré ou a déjà servi. Demandez-en une nouvelle.',
              extensions: { code: 'INVALID_TOKEN' },
            },
          ],
        }),
      }),
    });
    renderRoutes(routes, '/equipe/invitation/used');
    expect(await screen.findByText(/Cette invitation est invalide, a expiré ou a déjà servi/)).toBeInTheDocument();
  });
});
