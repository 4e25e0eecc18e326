import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch';
import { BillingIdentityForm } from './BillingIdentityForm';

const empty = { street: '', postcode: '', city: '', country: '', siren: '', vatNumber: '' };
const SIREN_KEY =
  "Ce SIREN n'est pas valide : sa clé de contrôle est fausse. Recopiez-le depuis votre extrait Kbis ou votre avis de situation Insee.";

describe('BillingIdentityForm', () => {
  it('sends a French company’s SIREN, shows the server’s French refusal, then hands the saved identity on', async () => {
    const bodies: unknown[] = [];
    let refuse = true;
    mockFetch({
      'POST /api/payment/billing-identity': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        if (refuse) {
          refuse = false;
          return json({ error: SIREN_KEY, code: 'INVALID_BILLING_IDENTITY' }, 422);
        }
        return json({
          street: '3 place des Vosges',
          postcode: '75004',
          city: 'Paris',
          country: 'FR',
          siren: '732829320',
          vatNumber: 'FR44732829320',
          complete: true,
        });
      },
    });
    const onSaved = vi.fn();
    render(<BillingIdentityForm initial={empty} onSaved={onSaved} />);
    // France by default: the VAT number is derived from the SIREN, not typed.
    expect(screen.getByLabelText(/Numéro de TVA intracommunautaire/)).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Adresse \(numéro et voie\)/), '3 place des Vosges');
    await userEvent.type(screen.getByLabelText(/Code postal/), '75004');
    await userEvent.type(screen.getByLabelText(/Ville/), 'Paris');
    await userEvent.type(screen.getByLabelText(/SIREN/), '123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SIREN_KEY);
    expect(onSaved).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/SIREN/));
    await userEvent.type(screen.getByLabelText(/SIREN/), '732 829 320');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ complete: true })));
    expect(bodies[1]).toEqual({
      street: '3 place des Vosges',
      postcode: '75004',
      city: 'Paris',
      country: 'FR',
      siren: '732 829 320',
      vatNumber: '',
    });
  });
});
