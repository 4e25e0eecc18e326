import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../routes/routes';
import { mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/comment-fonctionne-ensemblier', { timeout: 20_000 }, () => {
  it('lists each automated step, says no application is sorted by a machine, and whom to write to', async () => {
    mockFetch({});
    renderRoutes(routes, '/comment-fonctionne-ensemblier');
    expect(await screen.findByRole('heading', { level: 1, name: 'Comment fonctionne Ensemblier' }, { timeout: 5000 })).toBeInTheDocument();
    const sommaire = screen.getByRole('navigation', { name: 'Sommaire' });
    for (const step of [
      'L’ordre des offres',
      'La correction des fautes de frappe',
      'Les suggestions pendant la saisie',
      'Les offres similaires',
      'Les offres pour vous',
      'Les alertes emploi',
      'La vérification des annonces',
      'Le baromètre des salaires',
      'Les candidatures : jamais triées par une machine',
      'Qui peut s’inscrire',
      'Nous écrire',
    ]) {
      expect(within(sommaire).getByRole('link', { name: step })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: step })).toBeInTheDocument();
    }
    expect(screen.getByText(/d’abord les offres dont l’option Urgent est en cours \(une option payante de 10 jours/)).toBeInTheDocument();
    expect(screen.getByText(/Aucune candidature n’est filtrée, notée, classée ni rejetée par une machine/)).toBeInTheDocument();
    expect(screen.getByText(/l’inscription des candidats est ouverte à tous/)).toBeInTheDocument();
    expect(
      screen.getByText(/Une case qui compte moins de 5 annonces, ou des annonces de moins de 3 employeurs, n’affiche jamais de chiffre/),
    ).toBeInTheDocument();
    expect(screen.getByText(/il ne classe ni ne filtre jamais les candidats pour les recruteurs/)).toBeInTheDocument();
    expect(screen.getByText(/Vous pouvez désactiver ces offres et leur e-mail hebdomadaire, et effacer vos refus/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page Contact' })).toHaveAttribute('href', '/contact');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Comment fonctionne Ensemblier' })).toHaveAttribute(
      'href',
      '/comment-fonctionne-ensemblier',
    );
    await waitFor(() => expect(document.title).toBe('Comment fonctionne Ensemblier | Ensemblier'));
  });
});
