import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardPaymentsOffered } from '../paymentSettings';
import { PaymentMethodChoice } from './PaymentMethodChoice';

/** The `#root` element the server writes its page attributes on. */
function pageRoot(): HTMLElement {
  const existing = document.getElementById('root');
  if (existing) return existing;
  const root = document.createElement('div');
  root.id = 'root';
  return document.body.appendChild(root);
}

describe('the payment method', () => {
  afterEach(() => {
    delete document.getElementById('root')?.dataset.paymentMethods;
  });

  it('offers card and transfer unless the page says transfers only', () => {
    const root = pageRoot();
    expect(cardPaymentsOffered()).toBe(true);
    root.dataset.paymentMethods = 'transfer';
    expect(cardPaymentsOffered()).toBe(false);
    root.dataset.paymentMethods = 'card transfer';
    expect(cardPaymentsOffered()).toBe(true);
  });

  it('lets the buyer choose between card and transfer', async () => {
    const onChange = vi.fn();
    render(<PaymentMethodChoice cards method="card" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Carte bancaire', pressed: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Virement bancaire' }));
    expect(onChange).toHaveBeenCalledWith('transfer');
  });

  it('shows the bank transfer only when cards are off, in French', () => {
    render(<PaymentMethodChoice cards={false} method="transfer" onChange={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Carte bancaire' })).not.toBeInTheDocument();
    expect(screen.queryByText('Carte bancaire')).not.toBeInTheDocument();
    expect(screen.getByText('Le paiement se fait par virement bancaire.')).toBeInTheDocument();
  });
});
