import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch';
import { CardForm } from './CardForm';

// Stripe.js itself comes from Stripe's servers, out of reach of tests: only its loader is
// replaced, at the module boundary, by a Stripe object shaped as Stripe.js documents it.
const stripeJs = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js', () => stripeJs);

type ChangeHandler = (event: { complete: boolean; error?: { message: string } }) => void;

function fakeStripe() {
  const handlers: Record<string, ChangeHandler> = {};
  const card = {
    mount: vi.fn((node: HTMLElement) => node.appendChild(document.createElement('div'))),
    on: vi.fn((event: string, handler: ChangeHandler) => {
      handlers[event] = handler;
      return card;
    }),
    off: vi.fn(),
    update: vi.fn(),
    destroy: vi.fn(),
  };
  const elements = { create: vi.fn(() => card), getElement: vi.fn(() => card), update: vi.fn() };
  const stripe = {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
  };
  return { stripe, elements, card, change: (event: Parameters<ChangeHandler>[0]) => act(() => handlers.change?.(event)) };
}

/** Pastes a value into a field (one event: typing digit by digit is slow on a busy machine). */
async function fill(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

const base = {
  payLabel: 'Payer 588,00 €',
  processing: false,
  clientSecret: 'pi_1_secret_2',
  billing: { name: 'Claire Dubois', email: 'rh@lumiere.fr' },
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('root')?.remove();
});

describe('CardForm without a publishable key: the local test provider', () => {
  it('collects the card and confirms it with this server, never loading Stripe.js', async () => {
    const fetch = mockFetch({ 'POST /api/payment/local/confirm': () => json({ id: 'pi_1', status: 'succeeded' }) });
    let confirm: (() => Promise<void>) | undefined;
    render(<CardForm {...base} onPay={(run) => (confirm = run)} />);
    const pay = screen.getByRole('button', { name: 'Payer 588,00 €' });
    expect(pay).toBeDisabled();
    await fill(screen.getByRole('textbox', { name: /Numéro de carte/ }), '4242 4242 4242 4242');
    await fill(screen.getByRole('textbox', { name: /Date d’expiration/ }), '12/34');
    await fill(screen.getByRole('textbox', { name: /Cryptogramme/ }), '123');
    await userEvent.click(pay);
    expect(confirm).toBeDefined();
    await confirm?.();
    const [call] = fetch.called('POST', '/api/payment/local/confirm');
    expect(JSON.parse(String(call.init.body))).toEqual({
      clientSecret: 'pi_1_secret_2',
      card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    });
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();
  });

  it('rejects with the provider’s message when the card is refused', async () => {
    mockFetch({
      'POST /api/payment/local/confirm': () => json({ error: 'Votre carte a été refusée.', code: 'PAYMENT_DECLINED' }, 422),
    });
    let confirm: (() => Promise<void>) | undefined;
    render(<CardForm {...base} onPay={(run) => (confirm = run)} />);
    await fill(screen.getByRole('textbox', { name: /Numéro de carte/ }), '4000 0000 0000 0002');
    await fill(screen.getByRole('textbox', { name: /Date d’expiration/ }), '12/34');
    await fill(screen.getByRole('textbox', { name: /Cryptogramme/ }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Payer 588,00 €' }));
    await expect(confirm?.()).rejects.toThrow('Votre carte a été refusée.');
  });
});

describe('CardForm with a publishable key in the page: Stripe Elements', () => {
  it('reads the key from the page attribute, mounts Stripe’s card element and confirms with the client secret, name and e-mail', async () => {
    const fake = fakeStripe();
    stripeJs.loadStripe.mockResolvedValue(fake.stripe);
    fake.stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const root = document.createElement('div');
    root.id = 'root';
    root.dataset.stripePublicKey = 'pk_test_page';
    document.body.appendChild(root);
    let confirm: (() => Promise<void>) | undefined;
    render(<CardForm {...base} onPay={(run) => (confirm = run)} />);

    await waitFor(() => expect(fake.card.mount).toHaveBeenCalled());
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_page', { locale: 'fr' });
    expect(fake.elements.create).toHaveBeenCalledWith('card', expect.objectContaining({ hidePostalCode: true }));
    // No card field of the local provider: the card is typed in Stripe's frame only.
    expect(screen.queryByRole('textbox', { name: /Numéro de carte/ })).not.toBeInTheDocument();
    const pay = await screen.findByRole('button', { name: 'Payer 588,00 €' });
    expect(pay).toBeDisabled();
    fake.change({ complete: false, error: { message: 'Le numéro de votre carte est incomplet.' } });
    expect(await screen.findByText('Le numéro de votre carte est incomplet.')).toBeInTheDocument();
    fake.change({ complete: true });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await confirm?.();
    expect(fake.stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2', {
      payment_method: { card: fake.card, billing_details: { name: 'Claire Dubois', email: 'rh@lumiere.fr' } },
    });
  });

  it('rejects with Stripe’s message when Stripe refuses the card', async () => {
    const fake = fakeStripe();
    stripeJs.loadStripe.mockResolvedValue(fake.stripe);
    fake.stripe.confirmCardPayment.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined', message: 'Les fonds de votre carte sont insuffisants.' },
    });
    let confirm: (() => Promise<void>) | undefined;
    render(<CardForm {...base} publishableKey="pk_test_refus" onPay={(run) => (confirm = run)} />);
    await waitFor(() => expect(fake.card.mount).toHaveBeenCalled());
    fake.change({ complete: true });
    const pay = screen.getByRole('button', { name: 'Payer 588,00 €' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await expect(confirm?.()).rejects.toThrow('Les fonds de votre carte sont insuffisants.');
  });

  it('says so when Stripe.js cannot be loaded', async () => {
    stripeJs.loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    render(<CardForm {...base} publishableKey="pk_test_bloque" onPay={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Le formulaire de paiement par carte n’a pas pu être chargé.');
  });
});
