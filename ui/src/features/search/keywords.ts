/**
 * Keyword search rules (spec sections 5 and 9): the search runs after a 750 ms pause, only
 * when the trimmed text is longer than 2 characters or empty; keywords are trimmed.
 */
export const KEYWORD_DELAY_MS = 750;

/** The keywords to search for, or `null` when the text must not start a search (1 or 2 characters). */
export function keywordsToSearch(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' || trimmed.length > 2 ? trimmed : null;
}
