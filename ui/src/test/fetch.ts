/** A `fetch` stand-in answering by "METHOD /path", recording each call. */
import { vi } from 'vitest';

export type Handler = (init: RequestInit, url: string) => Response | Promise<Response>;

export interface RecordedCall {
  method: string;
  path: string;
  init: RequestInit;
}

export function text(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/plain' } });
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** GraphQL answers by operation name (`query MyDetails` → handlers.MyDetails). */
export function graphqlHandler(handlers: Record<string, (variables: Record<string, unknown>) => unknown>): Handler {
  return (init) => {
    const body = JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> };
    const name = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
    const handler = handlers[name];
    if (!handler) throw new Error(`no GraphQL handler for ${name}`);
    return json(handler(body.variables));
  };
}

export function mockFetch(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push({ method, path, init });
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new Error(`unexpected request ${method} ${path}`);
    return handler(init, url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    called: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

/** The fields of a multipart body. */
export function formFields(init: RequestInit): Record<string, FormDataEntryValue> {
  return Object.fromEntries((init.body as FormData).entries());
}

export function bearerOf(init: RequestInit): string | undefined {
  return (init.headers as Record<string, string> | undefined)?.Authorization;
}
