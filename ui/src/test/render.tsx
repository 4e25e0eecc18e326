/** Renders routes the way the app does: the Ensemblier theme (links go through the router). */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../lib/theme';

/** `path`: a URL, or a location with its history state. */
export function renderRoutes(routes: RouteObject[], path: string | { pathname: string; search?: string; state?: unknown }) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}
