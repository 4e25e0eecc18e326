/**
 * The data the server wrote into the page (issue 22): the answers to the GraphQL queries of the
 * first screen, in `<script type="application/json" id="initial-data">`, as
 * `[{ operation, variables, data }]`. The server renders the first screen from these answers
 * and the UI's first render reads them instead of asking again. Each answer serves once, for
 * the query with the same operation name and variables, and only to a visitor without a
 * session (the server answers as an anonymous visitor); later renders fetch as usual.
 */
import { sessionStore } from './session';

export const INITIAL_DATA_ID = 'initial-data';

interface Entry {
  operation: string;
  variables: unknown;
  data: unknown;
}

let entries: Entry[] | null = null;

/** Variables as text with sorted keys, so the server's and the UI's compare equal. */
export function stableKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    return `{${Object.keys(object)
      .filter((key) => object[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableKey(object[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function read(): Entry[] {
  if (entries) return entries;
  entries = [];
  const element = typeof document === 'undefined' ? null : document.getElementById(INITIAL_DATA_ID);
  if (!element?.textContent) return entries;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (Array.isArray(parsed)) entries = parsed as Entry[];
  } catch {
    // A broken block only costs a fetch.
  }
  return entries;
}

/** The operation name of a document's text (`query Post(...)` → `Post`). */
export function operationName(text: string): string | null {
  return /\b(?:query|mutation)\s+(\w+)/.exec(text)?.[1] ?? null;
}

function find(operation: string | null, variables: unknown): Entry | undefined {
  if (!operation || sessionStore.get()) return undefined;
  const key = stableKey(variables);
  return read().find((entry) => entry.operation === operation && stableKey(entry.variables) === key);
}

/** The server's answer for this query, if the page carries one. */
export function initialData<T>(documentText: string, variables: unknown): T | undefined {
  return find(operationName(documentText), variables)?.data as T | undefined;
}

/** Used once: a later render of the same query (another visit of the page) fetches fresh data. */
export function consumeInitialData(documentText: string, variables: unknown) {
  const entry = find(operationName(documentText), variables);
  if (entry) entries = read().filter((other) => other !== entry);
}

/** For tests: forget what was read. */
export function resetInitialData() {
  entries = null;
}
