import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYWORD_DELAY_MS, keywordsToSearch } from '../keywords';
import { useKeywordInput } from './useKeywordInput';

describe('keyword rules', () => {
  it('searches for trimmed texts longer than 2 characters, or empty', () => {
    expect(keywordsToSearch('  ebeniste ')).toBe('ebeniste');
    expect(keywordsToSearch('abc')).toBe('abc');
    expect(keywordsToSearch('   ')).toBe('');
    expect(keywordsToSearch('')).toBe('');
    expect(keywordsToSearch('ab')).toBeNull();
    expect(keywordsToSearch('  a  ')).toBeNull();
  });
});

describe('keyword box', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(initial = '') {
    const commit = vi.fn();
    const hook = renderHook(({ terms }) => useKeywordInput(terms, commit), { initialProps: { terms: initial } });
    return { commit, hook };
  }

  it('runs the search 750 ms after the last keystroke, trimmed', () => {
    const { commit, hook } = setup();
    act(() => hook.result.current.setText('ebe'));
    act(() => vi.advanceTimersByTime(500));
    act(() => hook.result.current.setText('ebeniste '));
    act(() => vi.advanceTimersByTime(KEYWORD_DELAY_MS - 1));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith('ebeniste');
  });

  it('does not search for 1 or 2 characters, but does for an emptied box', () => {
    const { commit, hook } = setup('ebeniste');
    act(() => hook.result.current.setText('eb'));
    act(() => vi.advanceTimersByTime(2000));
    expect(commit).not.toHaveBeenCalled();
    act(() => hook.result.current.setText('  '));
    act(() => vi.advanceTimersByTime(KEYWORD_DELAY_MS));
    expect(commit).toHaveBeenCalledWith('');
  });

  it('does not search again for the same keywords (spaces added)', () => {
    const { commit, hook } = setup('ebeniste');
    act(() => hook.result.current.setText('ebeniste  '));
    act(() => vi.advanceTimersByTime(2000));
    expect(commit).not.toHaveBeenCalled();
  });

  it('Enter searches at once, with the same rules', () => {
    const { commit, hook } = setup();
    act(() => hook.result.current.setText('ab'));
    act(() => hook.result.current.submitNow());
    expect(commit).not.toHaveBeenCalled();
    act(() => hook.result.current.setText('abc'));
    act(() => hook.result.current.submitNow());
    expect(commit).toHaveBeenCalledWith('abc');
  });

  it('follows the URL (back button, reset) without searching again', () => {
    const { commit, hook } = setup('ebeniste');
    hook.rerender({ terms: 'tapissier' });
    expect(hook.result.current.text).toBe('tapissier');
    act(() => vi.advanceTimersByTime(2000));
    expect(commit).not.toHaveBeenCalled();
  });

  it('drops a pending search when the URL already says it (reset while typing)', () => {
    const { commit, hook } = setup('ebeniste');
    act(() => hook.result.current.setText(''));
    hook.rerender({ terms: '' });
    act(() => vi.advanceTimersByTime(2000));
    expect(commit).not.toHaveBeenCalled();
  });

  it('does not search again when the URL is slower than the pause (« Réinitialiser » on a busy machine)', () => {
    const commit = vi.fn();
    let asked = 'ebeniste';
    const hook = renderHook(({ terms }) => useKeywordInput(terms, commit, () => asked), { initialProps: { terms: 'ebeniste' } });
    // The page asks for the empty search and empties the box; its URL renders 2 s later.
    asked = '';
    act(() => hook.result.current.setText(''));
    act(() => vi.advanceTimersByTime(2000));
    hook.rerender({ terms: '' });
    expect(commit).not.toHaveBeenCalled();
    // Typing afterwards still searches.
    act(() => hook.result.current.setText('tapissier'));
    act(() => vi.advanceTimersByTime(KEYWORD_DELAY_MS));
    expect(commit).toHaveBeenCalledWith('tapissier');
  });
});
