import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router';
import { leavePage, notificationStore, notify } from '../lib/notifications';
import { renderRoutes } from '../test/render';
import { Notifications } from './Notifications';

function Layout() {
  return (
    <>
      <Outlet />
      <Notifications />
    </>
  );
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

const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

afterEach(() => {
  notificationStore.reset();
  vi.useRealTimers();
});

describe('toasts and pages', () => {
  it('an old toast does not follow to the next page; the one of the action that moved does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = renderRoutes(routes, '/emploi/nouvelle-annonce');
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
