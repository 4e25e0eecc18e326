import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../lib/theme';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { PricingForm, pointsOf } from './PricingsPage';
import { EMPTY_FORM, PromoCodeForm, promoInput } from './PromoCodesPage';

afterEach(() => vi.unstubAllGlobals());

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ThemeProvider>,
  );
}

function bodyOf(init: RequestInit) {
  return JSON.parse(String(init.body)) as { variables: Record<string, unknown> };
}

describe('money form helpers', () => {
  it('keeps one description point per non-blank line', () => {
    expect(pointsOf(' Une annonce \n\n  30 jours en ligne\n ')).toEqual(['Une annonce', '30 jours en ligne']);
  });

  it('sends a percentage or an amount, never both, and blank limits as absent', () => {
    expect(promoInput({ ...EMPTY_FORM, code: ' ETE ', value: '15', maxUses: ' ' })).toMatchObject({
      code: 'ETE',
      percentOff: 15,
      amountOff: null,
      maxUses: null,
      validUntil: null,
    });
    expect(promoInput({ ...EMPTY_FORM, code: 'X', kind: 'amount', value: ' 49,90 ', until: '2026-12-31' })).toMatchObject({
      percentOff: null,
      amountOff: '49,90',
      validUntil: '2026-12-31',
    });
    // Not a whole number: sent so that the server refuses it in French.
    expect(promoInput({ ...EMPTY_FORM, code: 'X', value: '12.5', maxUsesPerCompany: 'deux' })).toMatchObject({
      percentOff: 0,
      maxUsesPerCompany: 0,
    });
  });
});

const PRICING = {
  id: 1,
  name: 'Annonce à l’unité',
  price: 19000,
  priceIncl: 22800,
  jobOfferAdsAmount: 1,
  durationDays: null,
  descriptionPoints: ['1 annonce publiée 30 jours'],
  displayGroup: 1,
  editedByStaffAt: null,
};

describe('PricingForm', () => {
  it('sends the typed euros and points, and shows the server’s refusal in French', async () => {
    const api = mockFetch({
      'POST /api/graphql': graphqlHandler({
        UpdatePricing: (variables) =>
          variables.price === '0'
            ? {
                data: null,
                errors: [
                  {
                    message: 'Le prix HT d’un tarif payant est compris entre 0,01 € et 100 000 €.',
                    extensions: { code: 'INVALID_PRICING' },
                  },
                ],
              }
            : { data: { admin: { updatePricing: { ...PRICING, price: 15050, priceIncl: 18060 } } } },
        AdminPricings: () => ({ data: { admin: { pricings: [PRICING] } } }),
      }),
    });
    wrap(<PricingForm pricing={PRICING} />);
    const form = screen.getByRole('form', { name: 'Annonce à l’unité' });
    expect(screen.getByText(/Soit 228,00\s€ TTC/)).toBeInTheDocument();
    const price = screen.getByRole('textbox', { name: 'Prix HT (€)' });
    expect(price).toHaveValue('190');
    await userEvent.clear(price);
    await userEvent.type(price, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le prix HT d’un tarif payant est compris entre 0,01 € et 100 000 €.');
    await userEvent.clear(price);
    await userEvent.type(price, '150,50');
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), '{enter}Candidatures illimitées');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tarif enregistré.');
    const update = api.calls.map((call) => bodyOf(call.init)).filter((body) => body.variables.price === '150,50');
    expect(update[0].variables).toEqual({ id: 1, price: '150,50', points: ['1 annonce publiée 30 jours', 'Candidatures illimitées'] });
    expect(form).toBeInTheDocument();
  });
});

describe('PromoCodeForm', () => {
  it('creates a code from the form and empties it', async () => {
    const api = mockFetch({
      'POST /api/graphql': graphqlHandler({
        CreatePromoCode: (variables) => ({
          data: { admin: { createPromoCode: { id: 3, code: (variables.input as { code: string }).code } } },
        }),
      }),
    });
    wrap(<PromoCodeForm pricings={[{ id: 1, name: 'Annonce à l’unité' }]} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Code/ }), 'PRINTEMPS');
    await userEvent.click(screen.getByRole('radio', { name: 'Montant HT' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Remise HT/ }), '10,50');
    await userEvent.type(screen.getByRole('textbox', { name: /par entreprise/ }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Code PRINTEMPS créé.');
    expect(bodyOf(api.calls[0].init).variables.input).toMatchObject({
      code: 'PRINTEMPS',
      percentOff: null,
      amountOff: '10,50',
      maxUses: null,
      maxUsesPerCompany: 1,
      pricingIds: [],
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Code/ })).toHaveValue(''));
  });
});
