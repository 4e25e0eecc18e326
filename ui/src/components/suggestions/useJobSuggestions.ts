import { useEffect, useState } from 'react';
import type { JobSuggestionsQuery as Result } from '../../gql/graphql';
import { fetchJobSuggestions } from './api';

export type JobSuggestion = Result['jobSuggestions'][number];

/** The pause after a keystroke before asking: one request per pause in typing, not per key. */
export const SUGGESTION_PAUSE_MS = 150;
/** Suggestions start from this many characters (the server's `SHORTEST_SUGGESTED`). */
export const SHORTEST = 2;

/**
 * The suggestions for `text`, asked once typing pauses; a request still running when the text
 * changes is cancelled, so an older answer never replaces a newer one. Off while `enabled` is
 * false (the box is not focused) and under `SHORTEST` characters.
 */
const NONE: JobSuggestion[] = [];

export function useJobSuggestions(text: string, enabled: boolean): JobSuggestion[] {
  const [found, setFound] = useState<{ text: string; suggestions: JobSuggestion[] }>({ text: '', suggestions: [] });
  const typed = text.trim();
  const wanted = enabled && typed.length >= SHORTEST;
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchJobSuggestions(typed, controller.signal)
        .then((suggestions) => setFound({ text: typed, suggestions }))
        // Suggestions are a help: a failure shows none, the search itself still works.
        .catch(() => undefined);
    }, SUGGESTION_PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [typed, wanted]);
  return wanted && found.text === typed ? found.suggestions : NONE;
}
