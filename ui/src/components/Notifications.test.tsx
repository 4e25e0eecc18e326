import { act, screen, within } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router';
import { followPageChanges, leavePage, notificationStore, notify, REDIRECT } from '../lib/notifications';
import { renderRoutes } from '../test/render';
import { Notifications } from './Notifications';

// As AppLayout: the pages in a Suspense boundary (their code is split), the toasts beside.
function Layout() {
  return (
    <>
      <Suspense fallback={<p>Chargement</p>}>
        <Outlet />
      </Suspense>
      <Notifications />
    </>
  );
}

/** A page whose code arrives when the test says so. */
function slowPage(text: string) {
  let arrive = () => {};
  const Page = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: () => <p>{text}</p> });
      }),
  );
  return { Page, arrive: () => arrive() };
}

const routes = [
  {
    element: <Layout />,
    children: [
      { path: '/emploi/nouvelle-annonce', element: <p>Formulaire</p> },
      { path: '/dashboard/jobs', element: <p>Mes annonces</p> },
    ],
  },
];

/** The toast a sign-up raises before moving to the dashboard. */
const SIGNED_UP = {
  severity: 'warning',
  title: 'Confirmez votre adresse e-mail',
  message: 'Un e-mail vient de vous être envoyé.',
  timeout: 15_000,
} as const;

const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

let stopFollowing = () => {};

afterEach(() => {
  stopFollowing();
  notificationStore.reset();
  vi.useRealTimers();
});

describe('toasts and pages', () => {
  it('an old toast does not follow to the next page; the one of the action that moved does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = renderRoutes(routes, '/emploi/nouvelle-annonce');
    stopFollowing = followPageChanges(router);
    act(() => {
      notify({ severity: 'error', title: 'Annonce invalide', message: 'Le titre est trop long.', timeout: 15_000 });
    });
    expect(toasts().getByText('Annonce invalide')).toBeInTheDocument();

    // The recruiter corrects the form, then publishes: the success toast, then the list.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await act(async () => {
      notify({ severity: 'success', title: 'Publication en ligne', message: 'Votre annonce est bien publiée.' });
      await router.navigate('/dashboard/jobs');
    });
    expect(screen.getByText('Mes annonces')).toBeInTheDocument();
    expect(toasts().getByText('Votre annonce est bien publiée.')).toBeInTheDocument();
    expect(toasts().queryByText('Annonce invalide')).not.toBeInTheDocument();
  });

  it('the toast raised just before a move stays however long the next page takes to render', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const dashboard = slowPage('Mon tableau de bord');
    const router = renderRoutes(
      [
        {
          element: <Layout />,
          children: [
            { path: '/recruteurs', element: <p>Inscription</p> },
            { path: '/dashboard/jobs', element: <dashboard.Page /> },
          ],
        },
      ],
      '/recruteurs',
    );
    stopFollowing = followPageChanges(router);
    await act(async () => {
      notify(SIGNED_UP);
      await router.navigate('/dashboard/jobs');
    });
    // The page's code takes 3 s (a slow phone, a busy machine): the move was 3 s before the render.
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await act(async () => dashboard.arrive());
    expect(await screen.findByText('Mon tableau de bord')).toBeInTheDocument();
    expect(toasts().getByText('Confirmez votre adresse e-mail')).toBeInTheDocument();
  });

  it('a guard redirecting after a slow page keeps the toast; a move of the user does not', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = renderRoutes(
      [
        {
          element: <Layout />,
          children: [
            { path: '/candidats', element: <p>Inscription</p> },
            { path: '/dashboard/jobs', element: <p>Mes annonces</p> },
            { path: '/emploi', element: <p>Offres</p> },
            { path: '/tarifs', element: <p>Tarifs</p> },
          ],
        },
      ],
      '/candidats',
    );
    stopFollowing = followPageChanges(router);
    await act(async () => {
      notify(SIGNED_UP);
      await router.navigate('/dashboard/jobs', { replace: true });
    });
    // The guard of /dashboard/jobs sends a candidate on to /emploi once its code is there, 3 s on.
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await act(() => router.navigate('/emploi', { replace: true, state: REDIRECT }));
    expect(await screen.findByText('Offres')).toBeInTheDocument();
    expect(toasts().getByText('Confirmez votre adresse e-mail')).toBeInTheDocument();
    // The candidate moves on: the toast stays behind.
    await act(() => router.navigate('/tarifs'));
    expect(toasts().queryByText('Confirmez votre adresse e-mail')).not.toBeInTheDocument();
  });

  it('stays while the page stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoutes(routes, '/dashboard/jobs');
    act(() => {
      notify({ severity: 'success', message: 'Suppression réussie', timeout: 15_000 });
    });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(toasts().getByText('Suppression réussie')).toBeInTheDocument();
  });

  it('leavePage keeps only what was raised just before the move', () => {
    notify({ severity: 'info', message: 'ancien' });
    const [old] = notificationStore.notifications();
    leavePage(old.raisedAt + 10_000);
    expect(notificationStore.notifications()).toHaveLength(0);
    notify({ severity: 'info', message: 'récent' });
    const [recent] = notificationStore.notifications();
    leavePage(recent.raisedAt + 100);
    expect(notificationStore.notifications().map((item) => item.message)).toEqual(['récent']);
  });
});
