/** The app: its providers, the router and the first render (started by `main.tsx`). */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { configureGraphqlClient } from '../lib/graphql';
import { followPageChanges } from '../lib/notifications';
import { newQueryClient } from '../lib/query';
import { hasServerMarkup } from '../lib/serverMarkup';
import { refreshSession } from '../lib/sessionRefresh';
import { theme } from '../lib/theme';
import { createRouter } from './router';
import { preloadPage } from './routes';

export function start(container: HTMLElement) {
  const router = createRouter();
  // A 401 navigates inside the app (the session is already cleared) instead of reloading.
  configureGraphqlClient({ goToLogin: (path) => void router.navigate(path, { replace: true }) });
  // A page change closes the previous page's toasts, timed by the move, not by the render.
  followPageChanges(router);

  // A stored session is checked once at start: fresh names and e-mail confirmation state, or
  // signed out if the server ended it (deleted account, password reset elsewhere, expiry).
  void refreshSession();

  // The one query cache (docs/ui.md, "Data layer"), made outside React so that a render React
  // starts again does not make a second one.
  const queryClient = newQueryClient();

  // In a transition: React renders the page in slices of a few milliseconds instead of one long
  // task, so a phone stays responsive while the UI takes over from the server's markup (issue 22:
  // Lighthouse's total blocking time).
  const render = () =>
    startTransition(() =>
      createRoot(container).render(
        <StrictMode>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </ThemeProvider>
        </StrictMode>,
      ),
    );

  // The page's code is asked for now, beside the first render, not once the router reaches it
  // (issue 52: a signed-in page's round trips). The server wrote the first screen (issue 22):
  // it stays until that code is here, so the first render replaces it in one step (no loading
  // state in between). A failed chunk renders anyway: the route's error page says so.
  const pageCode = preloadPage(window.location.pathname);
  if (hasServerMarkup(container)) void pageCode.then(render, render);
  else {
    pageCode.catch(() => undefined);
    render();
  }
}
