import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPlaceCache } from '../../../components/places/usePlaceOptions';
import { sessionStore } from '../../../lib/session';
import { graphqlHandler, json, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { candidateSession, companySession } from '../../../test/sessions';
import { takeCarriedKeywords } from '../../../lib/keywordCarry';
import { searchPath } from '../components/HomeSearchBlock';
import { HomePage } from './HomePage';

const offer = (id: number, title: string, urgent = false) => ({
  id: `/api/job_offers/${id}`,
  _id: id,
  slug: `offre-${id}`,
  title,
  descriptionPreview: 'Atelier de tapisserie : garnitures traditionnelles…',
  since: "Aujourd'hui",
  jobOfferAd: { urgent },
  craftLabels: [] as ('EPV' | 'MOF' | 'MAITRE_ART')[],
  jobContract: { id: '/api/job_contracts/1', name: 'CDI' },
  localizedCompany: {
    id: `/api/localized_companies/${id}`,
    company: { id: '/api/companies/4', _id: 4, slug: 'atelier-berthelin', name: 'Atelier Berthelin' },
    address: { id: `/api/addresses/${id}`, locality: { id: '/api/localities/34884', name: 'Paris 12e Arrondissement' } },
  },
});

function setup(banner: unknown = null) {
  const requested: string[] = [];
  mockFetch({
    'GET /api/banners/home': () => json({ banner }),
    'POST /api/graphql': graphqlHandler(
      Object.fromEntries(
        Object.entries({
          HomeLatestJobOffers: () => ({ lastJobOffers: Array.from({ length: 8 }, (_, i) => offer(i + 1, `Offre ${i + 1}`, i === 0)) }),
          PlaceReference: () => ({
            regions: {
              edges: [
                { node: { id: '/api/regions/6', _id: 6, name: 'Île-de-France' } },
                { node: { id: '/api/regions/13', _id: 13, name: 'Bretagne' } },
              ],
            },
            departments: {
              pageInfo: { hasNextPage: false, endCursor: null },
              edges: [{ node: { id: '/api/departments/13', _id: 13, name: 'Paris', code: '75' } }],
            },
          }),
          PlaceLocalities: () => ({ localities: { edges: [] } }),
          HomeShowcase: () => ({
            lastPosts: [1, 2, 3, 4].map((id) => ({
              id: `/api/posts/${id}`,
              _id: id,
              slug: `article-${id}`,
              title: `Article ${id}`,
              intro: 'Intro',
              featuredImagePath: null,
              publishedAt: '2026-03-12T09:00:00Z',
            })),
            partners: [{ id: '/api/partners/1', name: 'Maison Lumen', logoPath: '/images/partners/maison-lumen.svg', url: null }],
            testimonials: [{ id: '/api/testimonials/1', author: 'Camille R.', role: 'Architecte', quote: 'Merci', photoPath: null }],
          }),
          Favorites: () => ({ favorites: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } }),
          JobSuggestions: () => ({
            jobSuggestions: [
              { text: 'Tapissier', kind: 'POSITION', count: 12, corrected: false },
              { text: 'tapissière', kind: 'WORD', count: 4, corrected: false },
            ],
          }),
        }).map(([name, handler]) => [
          name,
          () => {
            requested.push(name);
            return { data: handler() };
          },
        ]),
      ),
    ),
  });
  const router = renderRoutes(
    [
      { path: '/', element: <HomePage /> },
      { path: '*', element: <p>ailleurs</p> },
    ],
    '/',
  );
  return { router, requested };
}

const where = (router: ReturnType<typeof setup>['router']) => router.state.location.pathname + router.state.location.search;

beforeEach(() => resetPlaceCache());
afterEach(() => {
  takeCarriedKeywords(); // a click on the block carries keys until the job list takes them
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('home', () => {
  it('shows the 8 latest offers, each linking to its page', async () => {
    const { requested } = setup();
    const section = await screen.findByRole('region', { name: 'Les dernières offres' });
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(8);
    expect(within(cards[0]).getByRole('link', { name: 'Offre 1' })).toHaveAttribute('href', '/emploi/1/offre-1');
    // The candidate FAQ: the site shows no publication dates, even if an answer carries one.
    expect(within(cards[0]).queryByText("Aujourd'hui")).toBeNull();
    expect(cards[0]).toHaveTextContent('Atelier Berthelin - Paris 12e Arrondissement');
    // The company's name leads to its page (issue 37).
    expect(within(cards[0]).getByRole('link', { name: 'Atelier Berthelin' })).toHaveAttribute('href', '/entreprises/4/atelier-berthelin');
    expect(within(cards[0]).getByText('Urgent')).toBeInTheDocument();
    expect(within(cards[1]).queryByText('Urgent')).toBeNull();
    expect(within(cards[0]).getByText('Atelier de tapisserie : garnitures traditionnelles…')).toBeInTheDocument();
    // Places are loaded only when the place select is used.
    expect(requested.sort()).toEqual(['HomeLatestJobOffers', 'HomeShowcase']);
  });

  it('shows the 4 latest posts, the partners, the testimonials and the house ad for banners', async () => {
    setup();
    const posts = await screen.findByRole('region', { name: 'Tendances RH' });
    expect(await within(posts).findAllByRole('article')).toHaveLength(4);
    expect(within(posts).getByRole('link', { name: 'Article 1' })).toHaveAttribute('href', '/tendance-rh/1/article-1');
    expect(within(posts).getAllByText('12 mars 2026')).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'Nos partenaires' })).getByRole('img', { name: 'Maison Lumen' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Ils nous font confiance' })).getByText('« Merci »')).toBeInTheDocument();
    const ad = screen.getByRole('region', { name: 'Publicité' });
    expect(await within(ad).findByRole('link', { name: 'Découvrir les bannières' })).toHaveAttribute('href', '/tarifs#bannieres');
  });

  it('shows a running banner in the advertising block: labelled, a sponsored link through the counting redirect', async () => {
    setup({ id: 3, imageUrl: '/uploads/banners/abc.png', alt: 'Atelier Lumière recrute', href: '/api/banners/3/click' });
    const ad = screen.getByRole('region', { name: 'Publicité' });
    expect(within(ad).getByRole('heading', { name: 'Publicité' })).toBeInTheDocument();
    const link = await within(ad).findByRole('link', { name: 'Atelier Lumière recrute' });
    expect(link).toHaveAttribute('href', '/api/banners/3/click');
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    expect(within(link).getByRole('img')).toHaveAttribute('src', '/uploads/banners/abc.png');
    expect(within(ad).queryByRole('link', { name: 'Découvrir les bannières' })).not.toBeInTheDocument();
  });

  it('puts a heart on each latest offer: a visitor registers, a candidate’s favourites load once, a company has none', async () => {
    const visitor = setup();
    const section = await screen.findByRole('region', { name: 'Les dernières offres' });
    expect(await within(section).findByRole('link', { name: 'Ajouter «\u00a0Offre 1\u00a0» aux favoris' })).toHaveAttribute(
      'href',
      `/candidats?redirect=${encodeURIComponent('/emploi/1/offre-1')}`,
    );
    expect(visitor.requested).not.toContain('Favorites');
    cleanup();
    vi.unstubAllGlobals();

    sessionStore.set(candidateSession());
    const candidate = setup();
    expect(await screen.findAllByRole('button', { name: /^Ajouter «\u00a0Offre \d\u00a0» aux favoris$/ })).toHaveLength(8);
    // The favourites load beside the offers: on a busy machine their request may leave after
    // the hearts are drawn.
    await waitFor(() => expect(candidate.requested.filter((name) => name === 'Favorites')).toHaveLength(1));
    cleanup();
    vi.unstubAllGlobals();

    sessionStore.set(companySession());
    const company = setup();
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: /favoris/ })).toBeNull();
    expect(company.requested).not.toContain('Favorites');
  });

  it('submitting opens the job list with the trimmed keywords and the places', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    const block = screen.getByRole('search', { name: 'Rechercher une offre' });
    await user.click(await within(block).findByRole('combobox', { name: 'Lieu' }));
    await user.click(await screen.findByRole('option', { name: /^Paris \(75\)/ }));
    expect(where(router)).toBe('/');
    await user.click(within(block).getByRole('combobox', { name: 'Métier, compétence ou entreprise' }));
    await user.keyboard('  tapissier ');
    expect(where(router)).toBe('/');
    await user.click(within(block).getByRole('button', { name: 'Rechercher' }));
    expect(where(router)).toBe('/emploi?search=tapissier&places=department-13');
  });

  it('the keyword box suggests in place, and a suggestion picked opens the job list with it (issue 58, item 6)', async () => {
    const user = userEvent.setup();
    const { router, requested } = setup();
    const block = screen.getByRole('search', { name: 'Rechercher une offre' });
    await user.click(await within(block).findByRole('combobox', { name: 'Lieu' }));
    await user.click(await screen.findByRole('option', { name: /^Paris \(75\)/ }));
    const keywords = within(block).getByRole('combobox', { name: 'Métier, compétence ou entreprise' });
    await user.click(keywords);
    expect(where(router)).toBe('/');
    await user.keyboard('tapi');
    const list = await within(block).findByRole('listbox', { name: 'Suggestions' });
    expect(requested).toContain('JobSuggestions');
    expect(keywords).toHaveAttribute('aria-expanded', 'true');
    expect(where(router)).toBe('/');
    await user.click(within(list).getByRole('option', { name: /^Tapissier\s*,\s*Métier/ }));
    expect(where(router)).toBe('/emploi?search=Tapissier&places=department-13');
  });

  it('a click elsewhere on the block opens the job list, except on the place select and the keyword box', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    const block = screen.getByRole('search', { name: 'Rechercher une offre' });
    await user.click(await within(block).findByRole('combobox', { name: 'Lieu' }));
    await user.click(await screen.findByRole('option', { name: /^Paris \(75\)/ }));
    await user.click(within(block).getByRole('combobox', { name: 'Métier, compétence ou entreprise' }));
    expect(where(router)).toBe('/');
    await user.click(block);
    expect(where(router)).toBe('/emploi?places=department-13');
    expect(router.state.location.state).toEqual({ focusKeywords: true });
  });

  it('keeps what is typed right after that click for the job list’s box («\u00a0ebeniste\u00a0», not «\u00a0beniste\u00a0»)', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    const block = screen.getByRole('search', { name: 'Rechercher une offre' });
    await user.click(block);
    expect(where(router)).toBe('/emploi');
    // The job list is not there yet: the letters go nowhere on the page...
    await user.keyboard('ebeniste');
    // ...but are kept for its box.
    expect(takeCarriedKeywords()).toBe('ebeniste');
    expect(takeCarriedKeywords()).toBeNull();
  });

  it('builds plain /emploi when nothing is filled', () => {
    expect(searchPath('   ')).toBe('/emploi');
    expect(searchPath('décor', [{ type: 'REGION', id: 6 }])).toBe('/emploi?search=d%C3%A9cor&places=region-6');
  });
});
