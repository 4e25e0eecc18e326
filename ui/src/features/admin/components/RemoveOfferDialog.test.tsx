import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RemoveOfferDialog } from './RemoveOfferDialog';

const REASONS = [
  { code: 'DISCRIMINATING_CONTENT', label: 'contenu discriminatoire', needsNote: false },
  { code: 'SCAM', label: 'arnaque ou demande d’avance d’argent', needsNote: false },
  { code: 'OFF_TOPIC', label: 'hors secteur', needsNote: false },
  { code: 'DUPLICATE', label: 'doublon', needsNote: false },
  { code: 'OTHER', label: 'autre', needsNote: true },
];

describe('RemoveOfferDialog', () => {
  it('asks for one of the terms’ reasons before it removes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<RemoveOfferDialog title="Vendeur H/F" reasons={REASONS} busy={false} error={null} onCancel={() => {}} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Retirer l’annonce «\u00a0Vendeur H/F\u00a0»' });
    expect(dialog).toHaveTextContent('rien n’est remboursé');
    const confirm = screen.getByRole('button', { name: 'Retirer l’annonce' });
    expect(confirm).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: /Motif/ }), 'contenu discriminatoire');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('DISCRIMINATING_CONTENT');
  });

  it('offers moderation’s own reasons; «\u00a0autre\u00a0» asks for its text, which it sends trimmed', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<RemoveOfferDialog title="Vendeur H/F" reasons={REASONS} busy={false} error={null} onCancel={() => {}} onConfirm={onConfirm} />);
    const reason = screen.getByRole('combobox', { name: /Motif/ });
    expect(screen.getByRole('option', { name: 'hors secteur' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'doublon' })).toBeInTheDocument();
    await user.selectOptions(reason, 'autre');
    const confirm = screen.getByRole('button', { name: 'Retirer l’annonce' });
    const note = screen.getByRole('textbox', { name: /Précisez le motif/ });
    expect(confirm).toBeDisabled();
    await user.type(note, '   ');
    expect(confirm).toBeDisabled();
    await user.type(note, 'Formation payante ');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('OTHER', 'Formation payante');

    await user.selectOptions(reason, 'doublon');
    expect(screen.queryByRole('textbox', { name: /Précisez le motif/ })).not.toBeInTheDocument();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenLastCalledWith('DUPLICATE');
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
