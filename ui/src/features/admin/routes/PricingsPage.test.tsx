import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withQueryClient } from '../../../test/render';
import { PricingForm } from './PricingsPage';

const pricing = {
  id: 3,
  name: 'Pack 5 annonces',
  price: 29000,
  priceIncl: 34800,
  jobOfferAdsAmount: 5,
  durationDays: null,
  descriptionPoints: ['5 annonces'],
  displayGroup: 1,
  editedByStaffAt: null,
};

describe('a pricing’s form', () => {
  it('follows the typed price with its price incl. VAT, as the server computes it (issue 58, minor 25)', async () => {
    const user = userEvent.setup({ delay: null });
    render(<PricingForm pricing={pricing} />, { wrapper: withQueryClient() });
    expect(screen.getByText('Soit 348,00 € TTC')).toBeInTheDocument();
    const price = screen.getByRole('textbox', { name: 'Prix HT (€)' });
    await user.clear(price);
    await user.type(price, '49,99');
    // 4 999 + 999 (20 % of 4 999 rounded down, as `including_vat`).
    expect(screen.getByText('Soit 59,98 € TTC')).toBeInTheDocument();
    await user.type(price, 'x');
    expect(screen.getByText('Indiquez un prix en chiffres (ex. : 49,90).')).toBeInTheDocument();
  });
});
