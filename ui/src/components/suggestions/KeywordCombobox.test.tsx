import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlHandler, mockFetch } from '../../test/fetch';
import { useKeywordCombobox } from './KeywordCombobox';

const TAPI = [
  { text: 'Tapissier', kind: 'POSITION', count: 120, corrected: false },
  { text: 'tapissière', kind: 'WORD', count: 31, corrected: false },
  { text: 'Tapissier décorateur H/F', kind: 'TITLE', count: 1, corrected: false },
];

function Box({ onPick }: { onPick: (text: string) => void }) {
  const [text, setText] = useState('');
  const combobox = useKeywordCombobox({
    text,
    onPick: (picked) => {
      setText(picked);
      onPick(picked);
    },
  });
  return (
    <div style={{ position: 'relative' }}>
      <label htmlFor="mots">Quel job ?</label>
      <input
        id="mots"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => combobox.onKeyDown(event)}
        {...combobox.inputProps}
      />
      {combobox.popup}
    </div>
  );
}

let asked: string[];

beforeEach(() => {
  asked = [];
  mockFetch({
    'POST /api/graphql': graphqlHandler({
      JobSuggestions: (variables) => {
        asked.push(String(variables.text));
        const corrected = variables.text === 'tapisi';
        return { data: { jobSuggestions: TAPI.map((s) => ({ ...s, corrected })) } };
      },
    }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('suggestions under « Quel job ? »', () => {
  it('shows what completes the text with its counts, once typing pauses, and picks with the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    const onPick = vi.fn();
    render(<Box onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'Quel job ?' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'tapi');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    // Typed faster than the pause: one request, for the whole text.
    expect(asked).toEqual(['tapi']);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Tapissier, Métier, 120 offres',
      'tapissière, Mot-clé, 31 offres',
      'Tapissier décorateur H/F, Annonce, 1 offre',
    ]);
    // Each kind is seen, not only heard (issue 58, item 35): its own label beside the text.
    expect(options.map((o) => o.querySelector('[data-kind]')?.firstChild?.textContent)).toEqual(['Métier', 'Mot-clé', 'Annonce']);
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions. Flèches haut et bas pour choisir.');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('tapissière');

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when a typo was forgiven, picks on a click, and asks nothing under two letters', async () => {
    const user = userEvent.setup({ delay: null });
    const onPick = vi.fn();
    render(<Box onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'Quel job ?' });
    await user.type(box, 't');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toEqual([]);
    await user.type(box, 'apisi');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 suggestions, orthographe corrigée.'));
    await user.click(screen.getAllByRole('option')[0]);
    expect(onPick).toHaveBeenCalledWith('Tapissier');
    expect(box).toHaveValue('Tapissier');
    // The list stays closed for the text picked, even once its own suggestions arrive.
    await waitFor(() => expect(asked).toContain('Tapissier'));
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the page shows the results of the text typed, so a phone can pick (issue 58, minor 6)', async () => {
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(<Box onPick={vi.fn()} />);
    const box = screen.getByRole('combobox', { name: 'Quel job ?' });
    await user.type(box, 'tapi');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    rerender(<Box onPick={vi.fn()} />);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // Down opens it again, on the first suggestion.
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    // Typing on opens it again.
    await user.type(box, 's');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
  });
});
