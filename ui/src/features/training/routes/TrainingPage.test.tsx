import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../routes/routes';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';

afterEach(() => vi.unstubAllGlobals());

const offer = {
  id: '/api/job_offers/7',
  _id: 7,
  slug: 'apprenti-ebeniste',
  title: 'Apprenti(e) ébéniste',
  descriptionPreview: 'Restauration de meubles anciens.',
  jobOfferAd: { urgent: false },
  jobContract: { id: '/api/job_contracts/5', name: 'Alternance' },
  localizedCompany: {
    id: '/api/localized_companies/1',
    company: { id: '/api/companies/1', _id: 1, slug: 'atelier-garnier', name: 'Atelier Garnier' },
    address: { id: '/api/addresses/1', locality: { id: '/api/localities/1', name: 'Lyon' } },
  },
};

describe('/alternance/:trade/:diploma, /stage/:trade', { timeout: 20_000 }, () => {
  it('shows the server’s title and summary, the offers as cards, the search and the trade’s other pages', async () => {
    let asked: unknown;
    mockFetch({
      'POST /api/graphql': graphqlHandler({
        TrainingLandingPage: (variables) => {
          asked = variables;
          return {
            data: {
              trainingPage: {
                kind: 'ALTERNANCE',
                title: 'Alternance ébéniste — CAP',
                description: 'Alternance ébéniste — CAP : 1 offre en ligne.',
                path: '/alternance/ebeniste/cap',
                indexPath: '/alternance',
                searchPath: '/emploi?contracts=5,6&positions=12&diplomas=1&sort=recent',
                totalCount: 1,
                offers: [offer],
                related: [{ title: 'Alternance ébéniste', path: '/alternance/ebeniste', offers: 3 }],
              },
            },
          };
        },
      }),
    });
    renderRoutes(routes, '/alternance/ebeniste/cap');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alternance ébéniste — CAP' }, { timeout: 5000 })).toBeInTheDocument();
    expect(asked).toEqual({ kind: 'ALTERNANCE', trade: 'ebeniste', diploma: 'cap' });
    expect(screen.getByRole('heading', { level: 2, name: '1 offre en ligne' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apprenti(e) ébéniste' })).toHaveAttribute('href', '/emploi/7/apprenti-ebeniste');
    expect(screen.getByRole('link', { name: 'Voir ces offres dans la recherche' })).toHaveAttribute(
      'href',
      '/emploi?contracts=5,6&positions=12&diplomas=1&sort=recent',
    );
    expect(screen.getByRole('link', { name: 'Alternance ébéniste' })).toHaveAttribute('href', '/alternance/ebeniste');
    expect(screen.getByRole('link', { name: 'Alternance ébéniste' }).closest('li')).toHaveTextContent('Alternance ébéniste · 3 offres');
    expect(screen.getByRole('link', { name: 'Toutes les offres d’alternance' })).toHaveAttribute('href', '/alternance');
  });

  it('says an unknown trade or diploma has no page', async () => {
    mockFetch({ 'POST /api/graphql': graphqlHandler({ TrainingLandingPage: () => ({ data: { trainingPage: null } }) }) });
    renderRoutes(routes, '/stage/atlantide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Ce métier ou ce diplôme n’a pas de page d’offres.')).toBeInTheDocument();
  });
});

describe('/alternance, /stage', { timeout: 20_000 }, () => {
  it('says when no page has live offers, and links to the other kind', async () => {
    mockFetch({ 'POST /api/graphql': graphqlHandler({ TrainingIndex: () => ({ data: { trainingPages: [] } }) }) });
    renderRoutes(routes, '/stage');
    expect(await screen.findByText('Aucune offre de stage n’est en ligne pour le moment.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les offres d’alternance' })).toHaveAttribute('href', '/alternance');
  });
});
