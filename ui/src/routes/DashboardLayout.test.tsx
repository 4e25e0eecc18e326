import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session';
import { routes } from './routes';
import { bearerOf, json, mockFetch, text } from '../test/fetch';
import { renderRoutes } from '../test/render';
import { candidateSession, companySession } from '../test/sessions';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  sessionStore.clear();
});

describe('dashboard e-mail confirmation banner', () => {
  it('is shown while the e-mail is not confirmed and resends the mail', async () => {
    const user = userEvent.setup({ delay: null });
    sessionStore.set(companySession({ confirmationToken: 'pending' }));
    const answers = [
      text('ok'),
      json(
        {
          error: "Un e-mail de confirmation vient d'être envoyé. Patientez une minute avant d'en demander un autre.",
          code: 'RATE_LIMITED',
        },
        429,
      ),
    ];
    const api = mockFetch({ 'POST /api/resend-confirmation': () => answers.shift() as Response });
    renderRoutes(routes, '/dashboard/status');
    const banner = await screen.findByRole('region', { name: 'Adresse e-mail non confirmée' });
    expect(banner).toHaveTextContent('recrutement@atelier.fr');
    expect(banner).toHaveTextContent('nécessaire pour publier et acheter');
    const resend = within(banner).getByRole('button', { name: "Renvoyer l'e-mail de confirmation" });

    await user.click(resend);
    expect(await within(banner).findByText('Un nouvel e-mail de confirmation vient de vous être envoyé.')).toBeInTheDocument();
    expect(bearerOf(api.calls[0].init)).toBe('Bearer company-token');

    await user.click(resend);
    expect(
      await within(banner).findByText("Un e-mail de confirmation vient d'être envoyé. Patientez une minute avant d'en demander un autre."),
    ).toBeInTheDocument();
  });

  it('is one closable line elsewhere, hidden for the rest of the browser session once closed', async () => {
    const user = userEvent.setup({ delay: null });
    sessionStore.set(companySession({ confirmationToken: 'pending' }));
    mockFetch({});
    const router = renderRoutes(routes, '/dashboard/details');
    const notice = await screen.findByRole('region', { name: 'Adresse e-mail non confirmée' });
    expect(notice).not.toHaveTextContent('nécessaire pour publier et acheter');
    expect(within(notice).getByRole('button', { name: "Renvoyer l'e-mail de confirmation" })).toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Masquer ce message' }));
    expect(screen.queryByRole('region', { name: 'Adresse e-mail non confirmée' })).toBeNull();
    await act(() => router.navigate('/dashboard/company'));
    expect(screen.queryByRole('region', { name: 'Adresse e-mail non confirmée' })).toBeNull();
    // Where it blocks buying it stays whole, without a closing button.
    await act(() => router.navigate('/dashboard/status'));
    const blocking = await screen.findByRole('region', { name: 'Adresse e-mail non confirmée' });
    expect(blocking).toHaveTextContent('nécessaire pour publier et acheter');
    expect(within(blocking).queryByRole('button', { name: 'Masquer ce message' })).toBeNull();
    expect(window.sessionStorage.getItem('ensemblier.emailNoticeDismissed')).toBe(companySession().user.id);
  });

  it('is absent once the e-mail is confirmed', async () => {
    sessionStore.set(candidateSession());
    mockFetch({});
    renderRoutes(routes, '/dashboard/favorites');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mes favoris' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Adresse e-mail non confirmée' })).toBeNull();
  });
});
