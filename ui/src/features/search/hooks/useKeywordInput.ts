/**
 * The keyword box: what is typed runs as a search after a 750 ms pause, when the trimmed text
 * is longer than 2 characters or empty (spec section 5). When the URL's keywords change
 * (back button, « Réinitialiser »), the box follows.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { KEYWORD_DELAY_MS, keywordsToSearch } from '../keywords';

export function useKeywordInput(terms: string, commit: (terms: string) => void) {
  const [text, setText] = useState(terms);
  const termsRef = useRef(terms);
  const commitRef = useRef(commit);
  useEffect(() => {
    termsRef.current = terms;
    commitRef.current = commit;
  });

  // URL → box, unless the box already says the same thing (e.g. with a trailing space).
  useEffect(() => {
    setText((current) => (keywordsToSearch(current) === terms ? current : terms));
  }, [terms]);

  // Box → URL, after a pause.
  useEffect(() => {
    const wanted = keywordsToSearch(text);
    if (wanted === null || wanted === termsRef.current) return undefined;
    const timer = window.setTimeout(() => {
      // The URL may have changed meanwhile (« Réinitialiser », back button).
      if (wanted !== termsRef.current) commitRef.current(wanted);
    }, KEYWORD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  /** Enter: search now, with the same rules. */
  const submitNow = useCallback(() => {
    const wanted = keywordsToSearch(text);
    if (wanted !== null && wanted !== termsRef.current) commitRef.current(wanted);
  }, [text]);

  /** A suggestion picked: the box says it, and it runs at once. */
  const submitText = useCallback((picked: string) => {
    setText(picked);
    const wanted = keywordsToSearch(picked);
    if (wanted !== null && wanted !== termsRef.current) commitRef.current(wanted);
  }, []);

  return { text, setText, submitNow, submitText };
}
