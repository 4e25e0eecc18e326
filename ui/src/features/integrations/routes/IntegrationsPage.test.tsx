import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { routes } from '../../../routes/routes';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { companySession } from '../../../test/sessions';

const SECRET = 'whsec_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

const INTEGRATIONS = {
  webhook: { url: 'https://ats.exemple.fr/hook', secret: SECRET, updatedAt: '2026-11-20T10:00:00Z' },
  deliveries: [
    {
      id: 8,
      event: 'application.created',
      applicationId: 41,
      candidateName: 'Léa Martin',
      offerTitle: 'Tapissier décorateur',
      status: 'FAILED',
      attempts: 30,
      createdAt: '2026-11-26T09:00:00Z',
      lastAttemptAt: '2026-11-27T09:00:00Z',
      nextAttemptAt: null,
      lastStatus: 500,
      lastError: 'Réponse HTTP 500',
      deliveredAt: null,
    },
    {
      id: 7,
      event: 'ping',
      applicationId: null,
      candidateName: null,
      offerTitle: null,
      status: 'DELIVERED',
      attempts: 1,
      createdAt: '2026-11-25T09:00:00Z',
      lastAttemptAt: '2026-11-25T09:00:01Z',
      nextAttemptAt: null,
      lastStatus: 200,
      lastError: null,
      deliveredAt: '2026-11-25T09:00:01Z',
    },
  ],
  apiToken: null as null | Record<string, unknown>,
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
      MyIntegrations: () => ({ data: { myIntegrations: INTEGRATIONS } }),
      SetWebhook: record('set', { setWebhook: { url: 'https://ats2.exemple.fr/hook' } }),
      SendTestWebhook: record('ping', { sendTestWebhook: 9 }),
      SendWebhookAgain: record('again', { sendWebhookAgain: true }),
      CreateApiToken: record('token', { createApiToken: 'ens_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg' }),
    }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.clear();
});

describe('/dashboard/integrations', () => {
  it('registers the webhook, lists its deliveries, sends again and makes a token', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/dashboard/integrations');
    expect(await screen.findByRole('heading', { name: 'Intégrations' })).toBeInTheDocument();
    const address = () => screen.getByRole('textbox', { name: /Adresse du webhook/ });
    expect(await screen.findByRole('textbox', { name: /Adresse du webhook/ })).toHaveValue('https://ats.exemple.fr/hook');

    // The secret is hidden until asked for.
    const secret = screen.getByRole('textbox', { name: 'Secret de signature' });
    expect(secret).not.toHaveValue(SECRET);
    await user.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(secret).toHaveValue(SECRET);

    // Each delivery says how it went; a failed one can be sent again.
    expect(screen.getByText('Candidature de Léa Martin — Tapissier décorateur')).toBeInTheDocument();
    expect(screen.getByText('Réponse HTTP 500')).toBeInTheDocument();
    expect(screen.getByText('Échec')).toBeInTheDocument();
    expect(screen.getByText(/30 essais · réponse 500/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Renvoyer l’envoi n° 8' }));
    expect(await screen.findByText('L’envoi repart dans un instant.')).toBeInTheDocument();
    expect(calls).toContainEqual(['again', { id: 8 }]);

    await user.clear(address());
    await user.type(address(), 'https://ats2.exemple.fr/hook');
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
    expect(await screen.findByText('L’adresse du webhook est enregistrée.')).toBeInTheDocument();
    expect(calls).toContainEqual(['set', { url: 'https://ats2.exemple.fr/hook' }]);

    await user.click(screen.getByRole('button', { name: 'Envoyer un test' }));
    expect(await screen.findByText(/Un envoi de test part dans un instant/)).toBeInTheDocument();
    expect(calls).toContainEqual(['ping', {}]);

    expect(screen.getByText('Aucun jeton pour le moment.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Créer un jeton' }));
    const shown = await screen.findByRole('alert');
    expect(within(shown).getByText('ens_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg')).toBeInTheDocument();
  });

  it('is in the owner’s menu', async () => {
    renderRoutes(routes, '/dashboard/integrations');
    const menu = await screen.findByRole('navigation', { name: 'Menu du tableau de bord' });
    expect(within(menu).getByRole('link', { name: 'Intégrations' })).toBeInTheDocument();
  });

  it('is not in a recruiter’s menu', async () => {
    sessionStore.set(companySession({ teamRole: 'recruiter' }));
    renderRoutes(routes, '/dashboard/company');
    const menu = await screen.findByRole('navigation', { name: 'Menu du tableau de bord' });
    expect(within(menu).queryByRole('link', { name: 'Intégrations' })).toBeNull();
  });
});
