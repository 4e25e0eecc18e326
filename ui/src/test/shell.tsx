/** Renders pages inside the parts of AppLayout the account flows use: error banner, notifications, confirmation notice. */
import { Outlet, type RouteObject } from 'react-router';
import { EmailConfirmationNotice } from '../components/EmailConfirmationNotice';
import { ErrorBanner } from '../components/ErrorBanner';
import { Notifications } from '../components/Notifications';
import { renderRoutes } from './render';

export function Shell() {
  return (
    <>
      <EmailConfirmationNotice />
      <main>
        <ErrorBanner />
        <Outlet />
      </main>
      <Notifications />
    </>
  );
}

/** `routes` under the shell, plus a catch-all showing where navigation ended. */
export function renderInShell(routes: RouteObject[], path: string) {
  return renderRoutes(
    [
      {
        element: <Shell />,
        children: [...routes, { path: '*', element: <p data-testid="elsewhere">ailleurs</p> }],
      },
    ],
    path,
  );
}

export function where(router: ReturnType<typeof renderRoutes>): string {
  const { pathname, search, hash } = router.state.location;
  return pathname + search + hash;
}
