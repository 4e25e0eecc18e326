import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UrgentUpsell } from './UrgentUpsell';

describe('the Urgent upsell after a purchase', () => {
  it('is not offered to a company with no published offer (issue 58, minor 15)', () => {
    const { container } = render(<UrgentUpsell offers={[]} onBoost={() => {}} onClose={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('sits in the page, below the success, not in a dialog over it', () => {
    render(<UrgentUpsell offers={[{ id: 4, title: 'Tapissier' }]} onBoost={() => {}} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const upsell = screen.getByRole('region', { name: 'Boostez une annonce avec l’option Urgent' });
    expect(upsell).toHaveTextContent('Choisissez une annonce publiée');
    expect(screen.getByRole('button', { name: 'Non merci' })).toBeInTheDocument();
  });
});
