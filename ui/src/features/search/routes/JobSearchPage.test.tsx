import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPlaceCache } from '../../../components/places/usePlaceOptions';
import { notificationStore } from '../../../lib/notifications';
import { sessionStore } from '../../../lib/session';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { candidateSession, companySession } from '../../../test/sessions';
import { JobSearchPage } from './JobSearchPage';
import { carryKeywords } from '../../../lib/keywordCarry';

const offer = (id: number, title: string, contract: string, urgent = false) => ({
  id: `/api/job_offers/${id}`,
  _id: id,
  slug: `offre-${id}`,
  title,
  titleParts: [{ text: title, marked: false }],
  descriptionPreview: `Description de l'offre ${id}, assez longue pour être…`,
  extract: null as { text: string; marked: boolean }[] | null,
  since: 'Hier',
  jobOfferAd: { urgent },
  craftLabels: [] as ('EPV' | 'MOF' | 'MAITRE_ART')[],
  jobContract: { id: '/api/job_contracts/1', name: contract },
  localizedCompany: {
    id: `/api/localized_companies/${id}`,
    logoPath: null,
    company: { id: '/api/companies/4', _id: 4, slug: 'atelier-berthelin', name: 'Atelier Berthelin' },
    address: {
      id: `/api/addresses/${id}`,
      locality: {
        id: '/api/localities/34884',
        name: 'Paris 12e Arrondissement',
        postalCode: '75012',
        city: { id: '/api/cities/1', name: 'Paris' },
      },
    },
  },
});

const facet = (resource: string, id: number, count: number) => ({ id: `/api/${resource}/${id}`, _id: id, count });
const position = (id: number, name: string, level: number, parent: number | null, children: number[]) => ({
  id: `/api/job_positions/${id}`,
  _id: id,
  name,
  level,
  parent: parent === null ? null : { id: `/api/job_positions/${parent}` },
  children: children.map((child) => ({ id: `/api/job_positions/${child}` })),
});

let searches: Record<string, unknown>[];
let savedAlerts: Record<string, unknown>[];
let switchedAlerts: Record<string, unknown>[];
let favoritesRequests: number;

function setup(path: Parameters<typeof renderRoutes>[1]) {
  searches = [];
  savedAlerts = [];
  switchedAlerts = [];
  favoritesRequests = 0;
  const data = (handlers: Record<string, (variables: Record<string, unknown>) => unknown>) =>
    Object.fromEntries(
      Object.entries(handlers).map(([name, handler]) => [name, (variables: Record<string, unknown>) => ({ data: handler(variables) })]),
    );
  mockFetch({
    'POST /api/graphql': graphqlHandler(
      data({
        SearchJobOffers: (variables) => {
          searches.push(variables);
          const found =
            variables.search === 'zzz' ? [] : [offer(14, 'Tapissier décorateur H/F', 'CDI', true), offer(9, 'Ébéniste H/F', 'CDD')];
          // A corrected search marks what it found, in the title and an extract (issue 39).
          const marked = variables.search === 'ebenitse' && !variables.exact;
          const marks = (node: ReturnType<typeof offer>) =>
            marked && node._id === 9
              ? {
                  titleParts: [
                    { text: 'Ébéniste', marked: true },
                    { text: ' H/F', marked: false },
                  ],
                  extract: [
                    { text: '…nous cherchons un ', marked: false },
                    { text: 'ébéniste', marked: true },
                    { text: ' confirmé…', marked: false },
                  ],
                }
              : {};
          const nodes = found.map((node) => ({ ...node, ...marks(node), distance: Number(variables.radius) > 0 ? 4.2 : null }));
          const inKeywords = variables.search === 'architecte lyon' && (variables.localization_list as string[]).length === 0;
          return {
            jobOffers: {
              totalCount: nodes.length,
              keywords: inKeywords ? 'architecte' : variables.search,
              keywordPlaces: inKeywords ? [{ type: 'CITY', _id: 15792, name: 'Lyon' }] : [],
              correctedSearch: variables.search === 'ebenitse' && !variables.exact ? 'ébéniste' : null,
              pageInfo: { hasNextPage: false, endCursor: null },
              facets: {
                jobContracts: [facet('job_contracts', 1, 24), facet('job_contracts', 2, 5)],
                jobTypes: [],
                jobPositions: [facet('job_positions', 12, 14), facet('job_positions', 13, 4)],
              },
              edges: nodes.map((node) => ({ cursor: `c${node._id}`, node })),
            },
          };
        },
        SearchFilters: () => ({
          jobContracts: {
            edges: [
              { node: { id: '/api/job_contracts/1', _id: 1, name: 'CDI' } },
              { node: { id: '/api/job_contracts/2', _id: 2, name: 'CDD' } },
              { node: { id: '/api/job_contracts/3', _id: 3, name: 'Intérim' } },
            ],
          },
          jobTypes: { edges: [] },
          jobPositions: {
            pageInfo: { hasNextPage: false, endCursor: null },
            edges: [
              position(12, "Métiers d'art", 1, null, [13]),
              position(13, 'Ébénisterie et mobilier', 2, 12, [14]),
              position(14, 'Ébéniste', 3, 13, []),
            ].map((node) => ({ node })),
          },
        }),
        PlaceReference: () => ({
          regions: { edges: [{ node: { id: '/api/regions/6', _id: 6, name: 'Île-de-France' } }] },
          departments: {
            pageInfo: { hasNextPage: false, endCursor: null },
            edges: [{ node: { id: '/api/departments/13', _id: 13, name: 'Paris', code: '75' } }],
          },
        }),
        PlaceLocality: (variables) => ({
          locality: {
            id: `/api/localities/${String(variables.id)}`,
            _id: Number(variables.id),
            name: 'Saint-Étienne',
            postalCode: '42000',
            city: null,
          },
        }),
        SearchShareOffer: () => ({ jobOffer: null }),
        SearchAlerts: () => ({
          jobOfferAlerts: {
            edges: [{ node: { id: '/api/job_offer_alerts/5', enabled: true, recurrence: '7d', searchQuery: 'search=doreur&contracts=1' } }],
          },
        }),
        SaveSearchAlert: (variables) => {
          savedAlerts.push(variables.input as Record<string, unknown>);
          return {
            createJobOfferAlert: {
              jobOfferAlert: { id: '/api/job_offer_alerts/6', enabled: true, recurrence: '1d', searchQuery: 'search=ebeniste&contracts=1' },
            },
          };
        },
        SwitchSearchAlert: (variables) => {
          switchedAlerts.push(variables.input as Record<string, unknown>);
          return { updateJobOfferAlert: { jobOfferAlert: { ...(variables.input as object), searchQuery: 'search=doreur&contracts=1' } } };
        },
        Favorites: () => {
          favoritesRequests += 1;
          const favorite = {
            id: '/api/favorites/3',
            _id: 3,
            createdAt: '2026-03-01T10:00:00Z',
            jobOffer: { ...offer(9, 'Ébéniste H/F', 'CDD'), expired: false },
          };
          return { favorites: { totalCount: 1, pageInfo: { hasNextPage: false, endCursor: null }, edges: [{ node: favorite }] } };
        },
      }),
    ),
  });
  const router = renderRoutes(
    [
      { path: '/emploi', element: <JobSearchPage /> },
      { path: '*', element: <p>ailleurs</p> },
    ],
    path,
  );
  return { router };
}

const where = (router: ReturnType<typeof setup>['router']) => router.state.location.pathname + router.state.location.search;

beforeEach(() => resetPlaceCache());
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('/emploi', () => {
  it('reads the search from the URL and sends it: keywords trimmed, IRIs, places as JSON', async () => {
    setup('/emploi?search=%20ebeniste%20&contracts=2,1&positions=12&places=department-13,city-15792');
    await screen.findByText('2 offres');
    expect(searches[0]).toMatchObject({
      search: 'ebeniste',
      job_contracts: ['/api/job_contracts/1', '/api/job_contracts/2'],
      job_positions: ['/api/job_positions/12'],
      localization_list: ['{"type":"DEPARTMENT","id":13}', '{"type":"CITY","id":15792}'],
      nb_items: 10,
      start_cursor: null,
    });
    expect(screen.getByRole('combobox', { name: 'Métier, compétence ou entreprise' })).toHaveValue('ebeniste');
    // Place chips are labelled from the reference lists and the locality lookup.
    expect(await screen.findByRole('button', { name: 'Paris (75)' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Saint-Étienne' })).toBeInTheDocument();
    // Ticking a family ticks its descendants, shown with their counts.
    const positions = await screen.findByRole('group', { name: 'Métier' });
    expect(within(positions).getByRole('checkbox', { name: "Métiers d'art (14)" })).toBeChecked();
    expect(within(positions).getByRole('checkbox', { name: 'Ébénisterie et mobilier (4)' })).toBeChecked();
    expect(within(positions).getByRole('checkbox', { name: 'Ébéniste (0)' })).toBeChecked();
  });

  it('shows each result: title linking to the offer, company - locality, contract, Urgent, preview, and no date', async () => {
    setup('/emploi');
    const list = await screen.findByRole('region', { name: 'Résultats' });
    const cards = await within(list).findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('link', { name: 'Tapissier décorateur H/F' })).toHaveAttribute('href', '/emploi/14/offre-14');
    expect(cards[0]).toHaveTextContent('Atelier Berthelin - Paris 12e Arrondissement');
    // The company's name leads to its page (issue 37).
    expect(first.getByRole('link', { name: 'Atelier Berthelin' })).toHaveAttribute('href', '/entreprises/4/atelier-berthelin');
    expect(first.getByText('CDI')).toBeInTheDocument();
    expect(first.getByText('Urgent')).toBeInTheDocument();
    // The candidate FAQ: the site shows no publication dates, even if an answer carries one.
    expect(first.queryByText('Hier')).toBeNull();
    expect(first.getByText("Description de l'offre 14, assez longue pour être…")).toBeInTheDocument();
    expect(within(cards[1]).queryByText('Urgent')).toBeNull();
  });

  it('ticking a contract pushes the new search into the URL and runs it', async () => {
    const user = userEvent.setup();
    const { router } = setup('/emploi?search=ebeniste');
    const contracts = await screen.findByRole('group', { name: 'Contrat' });
    await user.click(await within(contracts).findByRole('checkbox', { name: 'CDI (24)' }));
    await vi.waitFor(() => expect(where(router)).toBe('/emploi?search=ebeniste&contracts=1'));
    await vi.waitFor(() => expect(searches.at(-1)).toMatchObject({ search: 'ebeniste', job_contracts: ['/api/job_contracts/1'] }));
    // Options the server does not list count zero.
    expect(within(contracts).getByRole('checkbox', { name: 'Intérim (0)' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await vi.waitFor(() => expect(where(router)).toBe('/emploi'));
    expect(screen.getByRole('combobox', { name: 'Métier, compétence ou entreprise' })).toHaveValue('');
  });

  it('arriving from a click on the home block, the box holds the letters typed since the click, and searches them', async () => {
    const user = userEvent.setup();
    // The click on the home box, then « eb » typed at once, before the job list is there.
    carryKeywords('');
    await user.keyboard('ebx{Backspace}eniste');
    setup({ pathname: '/emploi', state: { focusKeywords: true } });
    const box = await screen.findByRole('combobox', { name: 'Métier, compétence ou entreprise' });
    await waitFor(() => expect(box).toHaveValue('ebeniste'));
    expect(box).toHaveFocus();
    await vi.waitFor(() => expect(searches.at(-1)).toMatchObject({ search: 'ebeniste' }), { timeout: 3000 });
    // Once taken, typing goes to the box as usual.
    await user.keyboard('s');
    expect(box).toHaveValue('ebenistes');
  });

  it('«\u00a0Trier par\u00a0» puts the order in the URL and asks it; an alert saved from that search keeps it', async () => {
    const user = userEvent.setup();
    sessionStore.set(candidateSession());
    const { router } = setup('/emploi?search=ebeniste');
    const sort = await screen.findByRole('combobox', { name: 'Trier par' });
    expect(sort).toHaveValue('relevance');
    expect(searches[0]).toMatchObject({ search: 'ebeniste', sort: 'RELEVANCE' });
    await user.selectOptions(sort, 'Plus récentes');
    await vi.waitFor(() => expect(where(router)).toBe('/emploi?search=ebeniste&sort=recent'));
    await vi.waitFor(() => expect(searches.at(-1)).toMatchObject({ search: 'ebeniste', sort: 'RECENT', start_cursor: null }));
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveValue('recent');

    const toggle = screen.getByRole('switch', { name: 'Créer une alerte' });
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await vi.waitFor(() => expect(savedAlerts).toHaveLength(1));
    expect(savedAlerts[0]).toMatchObject({ terms: 'ebeniste', sort: 'RECENT' });

    // Back to the default order: nothing in the URL.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Pertinence');
    await vi.waitFor(() => expect(where(router)).toBe('/emploi?search=ebeniste'));
  });

  it('says when nothing matches', async () => {
    setup('/emploi?search=zzz');
    expect(await screen.findByText('Aucun résultat ne correspond à votre recherche.')).toBeInTheDocument();
  });

  it('shows the share modal failure', async () => {
    setup('/emploi?jobOfferId=404&share=true');
    const dialog = await screen.findByRole('dialog', { name: 'Partager cette offre' });
    expect(await within(dialog).findByText("Erreur lors du chargement de l'annonce")).toBeInTheDocument();
    expect(within(dialog).getByText("Impossible de charger les détails de l'offre d'emploi.")).toBeInTheDocument();
  });

  it('«\u00a0Créer une alerte\u00a0» sends a visitor to the candidate sign-up, coming back to the search to save it', async () => {
    const user = userEvent.setup();
    const { router } = setup('/emploi?search=ebeniste&contracts=1');
    await user.click(await screen.findByRole('switch', { name: 'Créer une alerte' }));
    await vi.waitFor(() =>
      expect(where(router)).toBe(`/candidats?redirect=${encodeURIComponent('/emploi?search=ebeniste&contracts=1&alerte=1')}`),
    );
  });

  it('«\u00a0Créer une alerte\u00a0» saves the search of a candidate as an alert', async () => {
    const user = userEvent.setup();
    sessionStore.set(candidateSession());
    setup('/emploi?search=ebeniste&contracts=1&radius=10');
    const toggle = await screen.findByRole('switch', { name: 'Créer une alerte' });
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await vi.waitFor(() => expect(toggle).toBeChecked());
    expect(savedAlerts).toEqual([
      {
        terms: 'ebeniste',
        localities: [],
        departments: [],
        regions: [],
        jobContracts: ['1'],
        jobTypes: [],
        jobPositions: [],
        minPay: null,
        radius: 0,
        labelled: false,
        diplomas: [],
        start: null,
        sort: 'RELEVANCE',
      },
    ]);
    expect(notificationStore.notifications().map((n) => n.title)).toContain('Alerte créée');
  });

  it('comes back from the sign-up with the alert saved, and switches an existing alert off', async () => {
    sessionStore.set(candidateSession());
    const { router } = setup('/emploi?search=ebeniste&contracts=1&alerte=1');
    await vi.waitFor(() => expect(savedAlerts).toHaveLength(1));
    await vi.waitFor(() => expect(where(router)).toBe('/emploi?search=ebeniste&contracts=1'));

    const user = userEvent.setup();
    await router.navigate('/emploi?contracts=1&search=doreur');
    const toggle = await screen.findByRole('switch', { name: 'Créer une alerte' });
    await vi.waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    await vi.waitFor(() => expect(toggle).not.toBeChecked());
    expect(switchedAlerts).toEqual([{ id: '/api/job_offer_alerts/5', enabled: false, recurrence: '7d' }]);
  });

  it('has no alert switch for a company', async () => {
    sessionStore.set(companySession());
    setup('/emploi');
    await screen.findByText('2 offres');
    expect(screen.queryByRole('switch', { name: 'Créer une alerte' })).toBeNull();
  });

  it('gives each card a heart; a candidate’s favourites come in one request for the whole list', async () => {
    sessionStore.set(candidateSession());
    setup('/emploi');
    const list = await screen.findByRole('region', { name: 'Résultats' });
    expect(await within(list).findByRole('button', { name: 'Retirer «\u00a0Ébéniste H/F\u00a0» des favoris' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Ajouter «\u00a0Tapissier décorateur H/F\u00a0» aux favoris' })).toBeInTheDocument();
    expect(favoritesRequests).toBe(1);
  });

  it('sends a visitor’s heart to the sign-up', async () => {
    setup('/emploi');
    const list = await screen.findByRole('region', { name: 'Résultats' });
    expect(await within(list).findByRole('link', { name: 'Ajouter «\u00a0Ébéniste H/F\u00a0» aux favoris' })).toHaveAttribute(
      'href',
      `/candidats?redirect=${encodeURIComponent('/emploi/9/offre-9')}`,
    );
    expect(favoritesRequests).toBe(0);
  });

  it('shows no heart to a company', async () => {
    sessionStore.set(companySession());
    setup('/emploi');
    await screen.findByText('2 offres');
    expect(screen.queryByRole('button', { name: /favoris/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /favoris/ })).toBeNull();
    expect(favoritesRequests).toBe(0);
  });

  it('turns a town typed among the keywords into a place chip, the rest staying the keywords', async () => {
    const { router } = setup('/emploi?search=architecte%20lyon');
    await vi.waitFor(() => expect(where(router)).toBe('/emploi?search=architecte&places=city-15792'));
    await vi.waitFor(() =>
      expect(searches.at(-1)).toMatchObject({ search: 'architecte', localization_list: ['{"type":"CITY","id":15792}'] }),
    );
    // The chip is labelled once the town is looked up.
    expect(await screen.findByRole('button', { name: 'Saint-Étienne' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Métier, compétence ou entreprise' })).toHaveValue('architecte');
  });

  it('says which corrected keywords it searched, with a link to the keywords as typed', async () => {
    const { router } = setup('/emploi?search=ebenitse');
    const exactly = await screen.findByRole('button', { name: 'Rechercher exactement ebenitse' });
    expect(exactly.parentElement).toHaveTextContent('Résultats pour ébéniste');
    // The words found are marked in the title and in an extract that replaces the preview.
    const card = screen.getByRole('article', { name: 'Ébéniste H/F' });
    expect([...card.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Ébéniste', 'ébéniste']);
    expect(card).toHaveTextContent('…nous cherchons un ébéniste confirmé…');
    expect(card).not.toHaveTextContent("Description de l'offre 9");
    await userEvent.click(exactly);
    await vi.waitFor(() => expect(where(router)).toBe('/emploi?search=ebenitse&exact=1'));
    await vi.waitFor(() => expect(searches.at(-1)).toMatchObject({ search: 'ebenitse', exact: true }));
    expect(screen.queryByText('Résultats pour')).not.toBeInTheDocument();
  });

  it('offers a radius around one town, keeps it in the URL and shows the distances', async () => {
    const { router } = setup('/emploi?places=city-15792');
    const radius = await screen.findByRole('combobox', { name: 'Dans un rayon de' });
    await userEvent.selectOptions(radius, '20 km');
    // Choosing a radius orders by distance (issue 58, item 8).
    await vi.waitFor(() => expect(where(router)).toBe('/emploi?places=city-15792&radius=20&sort=distance'));
    await vi.waitFor(() => expect(searches.at(-1)).toMatchObject({ radius: 20, sort: 'DISTANCE' }));
    expect((await screen.findAllByText(/à 4,2 km/)).length).toBe(2);
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveValue('distance');
    await userEvent.selectOptions(radius, 'La ville seulement');
    await vi.waitFor(() => expect(where(router)).toBe('/emploi?places=city-15792'));
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveValue('relevance');
  });
});
