import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { renderRoutes } from '../../test/render';
import { candidateSession, companySession } from '../../test/sessions';
import { Footer } from './Footer';
import { Header } from './Header';

function renderHeader() {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <Header />
            <Footer />
          </>
        ),
      },
    ],
    '/',
  );
}

const navLinks = () =>
  within(screen.getAllByRole('navigation', { name: 'Navigation principale' })[0])
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

afterEach(() => sessionStore.clear());

describe('header navigation', () => {
  it('shows visitors the visitor menu, in the spec order', () => {
    renderHeader();
    expect(navLinks()).toEqual([
      ["Offres d'emploi", '/emploi'],
      ['Candidats', '/candidat'],
      ['Tendances RH', '/tendance-rh'],
      ['Je suis une entreprise', '/entreprise'],
      ['Connexion', '/login'],
      ["S'inscrire", '/candidats'],
    ]);
  });

  it('shows companies the company menu', () => {
    sessionStore.set(companySession());
    renderHeader();
    expect(navLinks().map(([label]) => label)).toEqual([
      'Acheter une annonce',
      'Tableau de bord',
      'Tendances RH',
      'Déconnexion',
      'Passer une annonce',
    ]);
  });

  it('shows candidates the candidate menu', () => {
    sessionStore.set(candidateSession());
    renderHeader();
    expect(navLinks().map(([label]) => label)).toEqual([
      "Offres d'emploi",
      'Tableau de bord',
      'Créer une alerte emploi',
      'FAQ',
      'Tendances RH',
      'Déconnexion',
    ]);
  });

  it('shows staff « Administration » before « Déconnexion »', () => {
    sessionStore.set({ ...candidateSession(), roles: ['ROLE_USER', 'ROLE_CANDIDATE', 'ROLE_STAFF'] });
    renderHeader();
    expect(navLinks()).toContainEqual(['Administration', '/admin']);
    expect(
      navLinks()
        .map(([label]) => label)
        .slice(-2),
    ).toEqual(['Administration', 'Déconnexion']);
  });

  it('switches menus as soon as the user signs in or out', () => {
    renderHeader();
    expect(navLinks().map(([label]) => label)).toContain('Connexion');
    act(() => sessionStore.set(companySession()));
    expect(navLinks().map(([label]) => label)).toEqual([
      'Acheter une annonce',
      'Tableau de bord',
      'Tendances RH',
      'Déconnexion',
      'Passer une annonce',
    ]);
    act(() => sessionStore.clear());
    expect(navLinks().map(([label]) => label)).toEqual([
      "Offres d'emploi",
      'Candidats',
      'Tendances RH',
      'Je suis une entreprise',
      'Connexion',
      "S'inscrire",
    ]);
  });

  it('opens the drawer menu from the menu button and closes it on navigation', async () => {
    const router = renderHeader();
    // CSS hides the button at this width (jsdom-like window); the e2e test covers 375 px.
    await userEvent.click(screen.getByLabelText('Ouvrir le menu'));
    const drawerNav = screen.getAllByRole('navigation', { name: 'Navigation principale' }).at(-1)!;
    await userEvent.click(within(drawerNav).getByRole('link', { name: 'Je suis une entreprise' }));
    expect(router.state.location.pathname).toBe('/entreprise');
  });

  it('has the footer copyright and the donation link', () => {
    renderHeader();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('© 2020 Ensemblier')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /Faire un don/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
  });
});
