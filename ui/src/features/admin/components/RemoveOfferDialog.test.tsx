import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RemoveOfferDialog } from './RemoveOfferDialog';

const REASONS = [
  { code: 'DISCRIMINATING_CONTENT', label: 'contenu discriminatoire' },
  { code: 'SCAM', label: 'arnaque ou demande d’avance d’argent' },
];

describe('RemoveOfferDialog', () => {
  it('asks for one of the terms’ reasons before it removes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<RemoveOfferDialog title="Vendeur H/F" reasons={REASONS} busy={false} error={null} onCancel={() => {}} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Retirer l’annonce « Vendeur H/F »' });
    expect(dialog).toHaveTextContent('rien n’est remboursé');
    const confirm = screen.getByRole('button', { name: 'Retirer l’annonce' });
    expect(confirm).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: /Motif/ }), 'contenu discriminatoire');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('DISCRIMINATING_CONTENT');
  });

  it('waits while the removal runs and shows a refusal', () => {
    render(
      <RemoveOfferDialog
        title="Vendeur H/F"
        reasons={REASONS}
        busy
        error="Choisissez un des motifs des conditions générales."
        onCancel={() => {}}
        onConfirm={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Retrait…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    expect(screen.getByText('Choisissez un des motifs des conditions générales.')).toBeVisible();
  });
});
