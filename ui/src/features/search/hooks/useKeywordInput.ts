/**
 * The keyword box: what is typed runs as a search after a 750 ms pause, when the trimmed text
 * is longer than 2 characters or empty (spec section 5). When the URL's keywords change
 * (back button, « Réinitialiser »), the box follows.
 *
 * `asked` gives the keywords last asked for, when the page knows them ahead of the URL: a
 * navigation renders in a transition, and on a busy machine « Réinitialiser » could empty the
 * box, wait past the pause for its URL, and then search for the emptied box a second time (a
 * second history entry, so the back button went nowhere).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { KEYWORD_DELAY_MS, keywordsToSearch } from '../keywords';

export function useKeywordInput(terms: string, commit: (terms: string) => void, asked?: () => string) {
  const [text, setText] = useState(terms);
  const termsRef = useRef(terms);
  const commitRef = useRef(commit);
  const askedRef = useRef(asked);
  useEffect(() => {
    termsRef.current = terms;
    commitRef.current = commit;
    askedRef.current = asked;
  });
  /** The keywords searched or on their way: a text equal to them needs no search. */
  const current = useCallback(() => askedRef.current?.() ?? termsRef.current, []);

  // URL → box, unless the box already says the same thing (e.g. with a trailing space).
  useEffect(() => {
    setText((current) => (keywordsToSearch(current) === terms ? current : terms));
  }, [terms]);

  // Box → URL, after a pause.
  useEffect(() => {
    const wanted = keywordsToSearch(text);
    if (wanted === null || wanted === current()) return undefined;
    const timer = window.setTimeout(() => {
      // The URL may have changed meanwhile (« Réinitialiser », back button).
      if (wanted !== current()) commitRef.current(wanted);
    }, KEYWORD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, current]);

  /** Enter: search now, with the same rules. */
  const submitNow = useCallback(() => {
    const wanted = keywordsToSearch(text);
    if (wanted !== null && wanted !== current()) commitRef.current(wanted);
  }, [text, current]);

  /** A suggestion picked: the box says it, and it runs at once. */
  const submitText = useCallback(
    (picked: string) => {
      setText(picked);
      const wanted = keywordsToSearch(picked);
      if (wanted !== null && wanted !== current()) commitRef.current(wanted);
    },
    [current],
  );

  return { text, setText, submitNow, submitText };
}
