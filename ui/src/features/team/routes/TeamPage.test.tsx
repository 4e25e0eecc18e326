import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { routes } from '../../../routes/routes';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { companySession } from '../../../test/sessions';

const TEAM = {
  members: [
    {
      userId: 9,
      firstname: 'Louise',
      lastname: 'Martin',
      email: 'recrutement@atelier.fr',
      role: 'OWNER',
      joinedAt: '2026-11-02T10:00:00Z',
      isMe: true,
    },
    {
      userId: 12,
      firstname: 'Marc',
      lastname: 'Leroy',
      email: 'marc@exemple.fr',
      role: 'RECRUITER',
      joinedAt: '2026-11-20T10:00:00Z',
      isMe: false,
    },
  ],
  invitations: [
    { id: 4, email: 'ines@exemple.fr', role: 'RECRUITER', createdAt: '2026-11-27T10:00:00Z', expiresAt: '2026-12-04T10:00:00Z' },
  ],
  log: [
    {
      id: 2,
      at: '2026-11-20T10:00:00Z',
      actorEmail: 'marc@exemple.fr',
      action: 'member.join',
      subjectEmail: 'marc@exemple.fr',
      role: 'recruiter',
    },
    {
      id: 1,
      at: '2026-11-19T10:00:00Z',
      actorEmail: 'recrutement@atelier.fr',
      action: 'invitation.send',
      subjectEmail: 'marc@exemple.fr',
      role: 'recruiter',
    },
  ],
};

let calls: [string, Record<string, unknown>][];

beforeEach(() => {
  calls = [];
  sessionStore.set(companySession());
  const record = (name: string, value: unknown) => (variables: Record<string, unknown>) => {
    calls.push([name, variables]);
    return { data: value };
  };
  mockFetch({
    'POST /api/graphql': graphqlHandler({
      MyTeam: () => ({ data: { myTeam: TEAM } }),
      InviteTeamMember: record('invite', { inviteTeamMember: { id: 5 } }),
      RevokeTeamInvitation: record('revoke', { revokeTeamInvitation: true }),
      SetTeamMemberRole: record('role', { setTeamMemberRole: true }),
      RemoveTeamMember: record('remove', { removeTeamMember: true }),
    }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.clear();
});

describe('/dashboard/team', () => {
  it('lists members, invitations and the history, and sends each change', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    renderRoutes(routes, '/dashboard/team');
    expect(await screen.findByRole('heading', { name: 'Équipe' })).toBeInTheDocument();
    expect(await screen.findByText(/Louise Martin/)).toBeInTheDocument();
    expect(screen.getByText(/ines@exemple\.fr · Recruteur · valable jusqu’au 4 décembre 2026/)).toBeInTheDocument();
    expect(screen.getByText(/a invité marc@exemple\.fr \(recruteur\)/)).toBeInTheDocument();
    // Nobody removes herself from here.
    expect(screen.queryByRole('button', { name: 'Retirer Louise Martin de l’équipe' })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'paul@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(await screen.findByText('Invitation envoyée à paul@exemple.fr.')).toBeInTheDocument();
    expect(calls).toContainEqual(['invite', { email: 'paul@exemple.fr', role: 'RECRUITER' }]);

    await user.click(await screen.findByRole('button', { name: 'Retirer Marc Leroy de l’équipe' }));
    expect(await screen.findByText('Le membre a été retiré de l’équipe.')).toBeInTheDocument();
    expect(calls).toContainEqual(['remove', { userId: 12 }]);

    await user.click(await screen.findByRole('button', { name: 'Annuler l’invitation de ines@exemple.fr' }));
    expect(await screen.findByText('L’invitation a été annulée.')).toBeInTheDocument();
    expect(calls).toContainEqual(['revoke', { id: 4 }]);

    await user.click((await screen.findAllByRole('combobox', { name: /Rôle/ }))[1]); // Marc's
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Propriétaire' }));
    expect(await screen.findByText('Le rôle a été modifié.')).toBeInTheDocument();
    expect(calls).toContainEqual(['role', { userId: 12, role: 'OWNER' }]);
  });

  it('is in the owner’s menu, not in a recruiter’s, with billing', async () => {
    renderRoutes(routes, '/dashboard/team');
    const menu = await screen.findByRole('navigation', { name: 'Menu du tableau de bord' });
    expect(within(menu).getByRole('link', { name: 'Équipe' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Mes factures' })).toBeInTheDocument();
  });

  it('leaves billing and integrations out of a recruiter’s menu, and shows her the team, read only (issue 58, minor 17)', async () => {
    sessionStore.set(companySession({ teamRole: 'recruiter' }));
    const asked: string[] = [];
    mockFetch({
      'POST /api/graphql': graphqlHandler({
        MyTeamMembers: () => {
          asked.push('MyTeamMembers');
          return {
            data: {
              myTeam: {
                members: [
                  {
                    userId: 1,
                    firstname: 'Claire',
                    lastname: 'Dubois',
                    email: 'claire@atelier.fr',
                    role: 'OWNER',
                    joinedAt: '2026-01-05T10:00:00Z',
                    isMe: false,
                  },
                  {
                    userId: 2,
                    firstname: 'Marc',
                    lastname: 'Leroy',
                    email: 'marc@atelier.fr',
                    role: 'RECRUITER',
                    joinedAt: '2026-02-01T10:00:00Z',
                    isMe: true,
                  },
                ],
              },
            },
          };
        },
      }),
    });
    renderRoutes(routes, '/dashboard/team');
    const menu = await screen.findByRole('navigation', { name: 'Menu du tableau de bord' });
    expect(within(menu).getByRole('link', { name: 'Mes annonces' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Équipe' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Mes factures' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Intégrations' })).toBeNull();
    expect(await screen.findByText('Claire Dubois')).toBeInTheDocument();
    expect(screen.getByText(/Propriétaire · claire@atelier\.fr · Membre depuis le 5 janvier 2026/)).toBeInTheDocument();
    expect(screen.getByText(/Marc Leroy \(vous\)/)).toBeInTheDocument();
    // Read only: no invitation, no role to change, nobody to remove, no log (the server's owners' alone).
    expect(screen.queryByRole('button', { name: 'Envoyer l’invitation' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Retirer/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Rôle de/ })).toBeNull();
    expect(screen.queryByText('Historique')).toBeNull();
    expect(asked).toEqual(['MyTeamMembers']);
  });
});
