import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { renderRoutes } from '../../../test/render';
import { candidateSession, companySession } from '../../../test/sessions';
import { PricingPage } from './PricingPage';

const pricing = (n: number, name: string, price: number, displayGroup: number, jobOfferAdsAmount = 1, isPack = displayGroup === 1) => ({
  id: `/api/pricings/${n}`,
  uuid: `uuid-${n}`,
  name,
  price,
  priceIncl: Math.round(price * 1.2),
  jobOfferAdsAmount,
  description: `<ul><li>Description ${name}</li></ul>`,
  isPack,
  displayGroup,
});

const PRICINGS = [
  pricing(1, "Annonce à l'unité", 19000, 1),
  pricing(2, 'Pack 3 annonces', 49000, 1, 3),
  pricing(7, 'Annonce de stage', 0, 1, 1, false),
  pricing(6, 'Option Urgent', 4900, 2, 10),
  pricing(4, 'Bannière 1 semaine', 29000, 3, 7),
];

// Testing Library reads non-breaking spaces as plain spaces.
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { pricings: { edges: PRICINGS.map((node) => ({ node })) } } })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

function renderPricing() {
  return renderRoutes(
    [
      { path: '/tarifs', element: <PricingPage /> },
      { path: '*', element: null },
    ],
    '/tarifs',
  );
}

const card = async (name: string) => (await screen.findByRole('heading', { level: 3, name })).closest('article') as HTMLElement;

describe('/tarifs', () => {
  it('loads the prices with the pricings query and groups them', async () => {
    renderPricing();
    expect(await screen.findByRole('heading', { level: 2, name: 'Packs d’annonces' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Option Urgent' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Bannières' })).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls[0][1].body));
    expect(body.query).toContain('pricings(first: 30)');
    expect(within(await card("Annonce à l'unité")).getByText('190 € HT')).toBeInTheDocument();
    expect(within(await card('Pack 3 annonces')).getByText('soit 163 € HT par annonce')).toBeInTheDocument();
    expect(within(await card('Annonce de stage')).getByText('Offert !')).toBeInTheDocument();
    expect(document.getElementById('bannieres')).not.toBeNull();
  });

  it("shows anonymous visitors S'inscrire buttons to the company registration", async () => {
    renderPricing();
    const links = await within(await card('Pack 3 annonces')).findAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveTextContent("S'inscrire");
    expect(links[0]).toHaveAttribute('href', '/recruteurs?redirect=/emploi/nouvelle-annonce');
    expect(screen.queryByText('Acheter')).toBeNull();
  });

  it('shows a confirmed company Acheter buttons to the payment route with the pricing uuid', async () => {
    sessionStore.set(companySession());
    renderPricing();
    const buy = within(await card('Option Urgent')).getByRole('link', { name: 'Acheter : Option Urgent' });
    expect(buy).toHaveTextContent('Acheter');
    expect(buy).toHaveAttribute('href', '/dashboard/payment/uuid-6');
    expect(buy).not.toHaveAttribute('aria-disabled');
    // Every card but the free one, which is not bought.
    expect(screen.getAllByText('Acheter')).toHaveLength(PRICINGS.length - 1);
    expect(screen.queryByText("S'inscrire")).toBeNull();
  });

  it('the free internship card says how to get it instead of « Acheter »: publish a Stage or Alternance offer', async () => {
    sessionStore.set(companySession());
    renderPricing();
    const free = within(await card('Annonce de stage'));
    expect(free.queryByRole('link', { name: /Acheter/ })).toBeNull();
    expect(
      free.getByText('Rien à acheter : publiez une offre en Stage ou en Alternance, elle est diffusée gratuitement, sans crédit.'),
    ).toBeInTheDocument();
    expect(free.getByRole('link', { name: 'Publier une offre de stage ou d’alternance' })).toHaveAttribute(
      'href',
      '/emploi/nouvelle-annonce',
    );
  });

  it('disables the buttons, with the title, while the company e-mail is not confirmed', async () => {
    sessionStore.set(companySession({ confirmationToken: 'token-to-confirm' }));
    renderPricing();
    const buy = within(await card('Pack 3 annonces')).getByRole('button', { name: 'Acheter : Pack 3 annonces' });
    expect(buy).toBeDisabled();
    expect(buy).toHaveAttribute('title', "Vous devez d'abord confirmer votre adresse email.");
    expect(buy).not.toHaveAttribute('href');
    expect(screen.getAllByRole('button', { name: /^Acheter/ }).every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
  });

  it('shows candidates no buy button', async () => {
    sessionStore.set(candidateSession());
    renderPricing();
    const article = await card('Pack 3 annonces');
    expect(within(article).queryByRole('link')).toBeNull();
    expect(within(article).queryByRole('button')).toBeNull();
    expect(screen.getByText('Ces formules sont réservées aux comptes entreprise.')).toBeInTheDocument();
  });

  it('shows the error with a retry when the prices cannot be loaded', async () => {
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify({ errors: [{ message: 'Service indisponible' }] })));
    renderPricing();
    expect(await screen.findByText(/Les tarifs n’ont pas pu être chargés/)).toBeInTheDocument();
    screen.getByRole('button', { name: 'Réessayer' }).click();
    expect(await screen.findByRole('heading', { level: 3, name: 'Pack 3 annonces' })).toBeInTheDocument();
  });
});
