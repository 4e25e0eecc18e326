/** Renders routes the way the app does: the Ensemblier theme (links go through the router), a fresh query cache. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { newQueryClient } from '../lib/query';
import { theme } from '../lib/theme';

/** `path`: a URL, or a location with its history state. */
export function renderRoutes(routes: RouteObject[], path: string | { pathname: string; search?: string; state?: unknown }) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={newQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}

/** A `renderHook` wrapper giving the hook a fresh query cache, as the app's root does. */
export function withQueryClient() {
  const client = newQueryClient();
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
