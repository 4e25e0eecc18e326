import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session';
import { routes } from './routes';
import { bearerOf, json, mockFetch, text } from '../test/fetch';
import { renderRoutes } from '../test/render';
import { candidateSession, companySession } from '../test/sessions';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('dashboard e-mail confirmation banner', () => {
  it('is shown while the e-mail is not confirmed and resends the mail', async () => {
    const user = userEvent.setup({ delay: null });
    sessionStore.set(companySession({ confirmationToken: 'pending' }));
    const answers = [text('ok'), json({ error: "Un e-mail de confirmation vient d'être envoyé. Patientez une minute avant d'en demander un autre.", code: 'RATE_LIMITED' }, 429)];
    const api = mockFetch({ 'POST /api/resend-confirmation': () => answers.shift() as Response });
    renderRoutes(routes, '/dashboard/status');
    const banner = await screen.findByRole('region', { name: 'Adresse e-mail non confirmée' });
    expect(banner).toHaveTextContent('recrutement@atelier.fr');
    expect(banner).toHaveTextContent('nécessaire pour acheter');
    const resend = within(banner).getByRole('button', { name: "Renvoyer l'e-mail de confirmation" });

    await user.click(resend);
    expect(await within(banner).findByText('Un nouvel e-mail de confirmation vient de vous être envoyé.')).toBeInTheDocument();
    expect(bearerOf(api.calls[0].init)).toBe('Bearer company-token');

    await user.click(resend);
    expect(await within(banner).findByText("Un e-mail de confirmation vient d'être envoyé. Patientez une minute avant d'en demander un autre.")).toBeInTheDocument();
  });

  it('is absent once the e-mail is confirmed', async () => {
    sessionStore.set(candidateSession());
    mockFetch({});
    renderRoutes(routes, '/dashboard/favorites');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mes Favoris' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Adresse e-mail non confirmée' })).toBeNull();
  });
});
