import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { withQueryClient } from '../../../test/render';
import { emptyOfferForm } from '../offerForm';
import { PayFields } from './PayFields';

afterEach(() => vi.unstubAllGlobals());

describe('the pay fields of the offer form', () => {
  it('say at once that letters are no amount, and keep their help for an amount (issue 58)', () => {
    mockFetch({ 'POST /api/graphql': graphqlHandler({ PayHint: () => ({ data: { payHint: null } }) }) });
    const values = { ...emptyOfferForm([]), payMin: 'trente mille', payMax: '34 000' };
    render(<PayFields values={values} set={() => {}} disabled={false} invalid={(_field, help) => ({ helperText: help })} />, {
      wrapper: withQueryClient(),
    });
    const min = screen.getByRole('textbox', { name: /minimum/i });
    expect(min).toHaveAccessibleDescription('Indiquez un montant en chiffres, supérieur à zéro (ex. : 32 000 ou 12,50).');
    expect(min).toHaveAttribute('aria-invalid', 'true');
    const max = screen.getByRole('textbox', { name: /maximum/i });
    expect(max).toHaveAccessibleDescription('Égal au minimum pour un montant fixe.');
    expect(max).toHaveAttribute('aria-invalid', 'false');
  });
});
