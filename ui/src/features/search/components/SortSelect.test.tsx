import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SortSelect } from './SortSelect';

describe('« Trier par »', () => {
  it('offers the three orders in French, shows the current one and tells the one picked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SortSelect sort="pay" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Trier par' });
    expect(select).toHaveValue('pay');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Pertinence', 'Plus récentes', 'Salaire']);
    await user.selectOptions(select, 'Plus récentes');
    expect(onChange).toHaveBeenCalledWith('recent');
    await user.selectOptions(select, 'Pertinence');
    expect(onChange).toHaveBeenLastCalledWith('relevance');
  });
});

describe('« Distance » (issue 58, item 8)', () => {
  it('is offered with a radius only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<SortSelect sort="distance" byDistance onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Trier par' });
    expect(select).toHaveValue('distance');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Pertinence',
      'Plus récentes',
      'Salaire',
      'Distance',
    ]);
    await user.selectOptions(select, 'Salaire');
    expect(onChange).toHaveBeenCalledWith('pay');
    rerender(<SortSelect sort="relevance" onChange={onChange} />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).not.toContain('Distance');
  });
});
