import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session';
import { renderRoutes } from '../test/render';
import { candidateSession, companySession, staffSession } from '../test/sessions';
import { routes } from './routes';

function open(path: string) {
  return renderRoutes(routes, path);
}

const where = (router: ReturnType<typeof open>) => {
  const { pathname, search, hash } = router.state.location;
  return pathname + search + hash;
};

// Pages that load data must not reach the network in these tests.
const offline = async () => new Response(JSON.stringify({ data: { pricings: { edges: [] } } }));
vi.stubGlobal('fetch', vi.fn(offline));
afterEach(() => {
  sessionStore.clear();
  vi.mocked(fetch).mockImplementation(offline);
});

describe('routing', () => {
  it('sends an unauthenticated visitor to /login with the full path and query', async () => {
    const router = open('/dashboard/billing?page=2&tri=date');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const redirect = new URLSearchParams(router.state.location.search).get('redirect');
    expect(redirect).toBe('/dashboard/billing?page=2&tri=date');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
  });

  it('guards the offer form and the application page the same way', async () => {
    let router = open('/emploi/nouvelle-annonce');
    await vi.waitFor(() => expect(where(router)).toBe('/login?redirect=%2Femploi%2Fnouvelle-annonce'));
    router = open('/emploi/12/applications/40?from=mail');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/emploi/12/applications/40?from=mail');
  });

  it('sends a visitor on /dashboard/password-reset to /', async () => {
    const router = open('/dashboard/password-reset');
    await vi.waitFor(() => expect(where(router)).toBe('/'));
  });

  it('redirects unknown paths to /', async () => {
    const router = open('/nimporte/quoi?x=1');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Le job board des métiers de la décoration');
  });

  it.each(['/dashboard/billing', '/dashboard/integrations'])(
    'tells a recruiter why %s is for the owners, with no « Réessayer » (issue 58, minor 17)',
    async (path) => {
      sessionStore.set(companySession({ teamRole: 'recruiter' }));
      open(path);
      const notice = await screen.findByRole('region', { name: 'Page réservée aux titulaires du compte' });
      expect(notice).toHaveTextContent('Les factures et les intégrations de votre entreprise sont gérées par ses titulaires.');
      expect(within(notice).getByRole('link', { name: 'Mes annonces' })).toHaveAttribute('href', '/dashboard/jobs');
      expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
      expect(vi.mocked(fetch).mock.calls.some(([, init]) => String(init?.body ?? '').includes('myTeam'))).toBe(false);
    },
  );

  it('treats /admin as an unknown path for anyone but staff', async () => {
    for (const session of [null, candidateSession(), companySession()]) {
      if (session) sessionStore.set(session);
      else sessionStore.clear();
      const router = open('/admin/journal');
      await vi.waitFor(() => expect(where(router)).toBe('/'));
    }
  });

  it('opens the back-office for staff whom the server lets in', async () => {
    vi.mocked(fetch).mockImplementation(async (_input, init) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { query: string };
      const data = body.query.includes('AuditLog')
        ? { admin: { auditLog: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } } }
        : { admin: { __typename: 'AdminQuery' } };
      return new Response(JSON.stringify({ data }));
    });
    sessionStore.set(staffSession());
    const router = open('/admin/journal');
    await vi.waitFor(() => expect(where(router)).toBe('/admin/journal'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Journal des actions' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('Aucune action', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('sends staff whose role the server no longer grants away from /admin', async () => {
    vi.mocked(fetch).mockImplementation(
      async () =>
        new Response(JSON.stringify({ data: null, errors: [{ message: 'Ressource introuvable.', extensions: { code: 'NOT_FOUND' } }] })),
    );
    sessionStore.set(staffSession());
    const router = open('/admin/journal');
    await vi.waitFor(() => expect(where(router)).toBe('/'));
  });

  it('redirects old post URLs to /tendance-rh keeping the query', async () => {
    const router = open('/actualite-decoration/14/les-salaires-2020?utm_source=news&x=1');
    await vi.waitFor(() => expect(where(router)).toBe('/tendance-rh/14/les-salaires-2020?utm_source=news&x=1'));
  });

  it('keeps a company away from candidate-only pages', async () => {
    for (const path of [
      '/dashboard/alerts',
      '/dashboard/favorites',
      '/dashboard/applications',
      '/dashboard/career',
      '/dashboard/for-you',
    ]) {
      sessionStore.set(companySession());
      const router = open(path);
      await vi.waitFor(() => expect(where(router)).toBe('/emploi'));
    }
  });

  it('keeps a candidate away from company-only pages', async () => {
    for (const path of [
      '/emploi/nouvelle-annonce',
      '/dashboard/jobs',
      '/dashboard/company',
      '/dashboard/status',
      '/dashboard/billing',
      '/dashboard/payment/6f1c1a52',
      '/dashboard/payment/urgent/12',
    ]) {
      sessionStore.set(candidateSession());
      const router = open(path);
      await vi.waitFor(() => expect(where(router)).toBe('/emploi'));
    }
  });

  it('lets each role into its own pages, inside the dashboard shell', async () => {
    sessionStore.set(companySession());
    const router = open('/dashboard/payment/6f1c1a52/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon tableau de bord' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Paiement' })).toBeInTheDocument();
    expect(where(router)).toBe('/dashboard/payment/6f1c1a52/12');
    const menu = screen.getByRole('navigation', { name: 'Menu du tableau de bord' });
    expect([...menu.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/dashboard/jobs',
      '/dashboard/templates',
      '/dashboard/company',
      '/dashboard/details',
      '/dashboard/status',
      '/dashboard/billing',
      '/dashboard/team',
      '/dashboard/integrations',
      '/dashboard/moderation',
    ]);
    router.dispose();
    document.body.innerHTML = '';

    sessionStore.set(candidateSession());
    open('/dashboard/favorites');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mes favoris' })).toBeInTheDocument();
    const candidateMenu = screen.getByRole('navigation', { name: 'Menu du tableau de bord' });
    expect([...candidateMenu.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/dashboard/details',
      '/dashboard/career',
      '/dashboard/for-you',
      '/dashboard/alerts',
      '/dashboard/favorites',
      '/dashboard/applications',
    ]);
  });

  it('opens /dashboard on the first page of each role', async () => {
    sessionStore.set(companySession());
    let router = open('/dashboard');
    await vi.waitFor(() => expect(where(router)).toBe('/dashboard/jobs'));
    sessionStore.set(candidateSession());
    router = open('/dashboard');
    await vi.waitFor(() => expect(where(router)).toBe('/dashboard/alerts'));
  });

  it('sends a signed-in user away from sign-in and registration to the redirect query', async () => {
    sessionStore.set(candidateSession());
    let router = open('/login?redirect=%2Fdashboard%2Ffavorites');
    await vi.waitFor(() => expect(where(router)).toBe('/dashboard/favorites'));
    router = open('/recruteurs?redirect=/emploi/nouvelle-annonce');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/emploi'));
    router = open('/candidats?redirect=https://evil.example');
    await vi.waitFor(() => expect(where(router)).toBe('/'));
    router = open('/password-reset');
    await vi.waitFor(() => expect(where(router)).toBe('/dashboard/password-reset'));
  });

  it('signs out on /logout and goes to the redirect query', async () => {
    sessionStore.set(companySession());
    const router = open('/logout?redirect=/tarifs');
    await vi.waitFor(() => expect(where(router)).toBe('/tarifs'));
    expect(sessionStore.get()).toBeNull();
  });
});
