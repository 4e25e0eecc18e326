/**
 * The REST client (spec sections 7 and 8): sign-in, registration, passwords, account
 * deletion, uploads and protected downloads.
 *
 * - A failed answer becomes a `RestError` whose message is the body's `error` field, else its
 *   `message` field, else the raw body (the global error banner shows it as is);
 * - endpoints answering the text `ok` (register, password endpoints...) treat any other
 *   answer as an error;
 * - HTTP 401 on a call made with the session's token: the session is cleared and the user
 *   goes to sign-in (as for GraphQL); the error is marked `handled` so nobody shows it;
 * - HTTP 500: the whole page is replaced by the response body.
 */
import { clientHooks, endSessionAndGoToLogin } from './graphql';
import { REST_MESSAGES } from './messages';
import type { ErrorCode } from '../gql/errorCodes';
import { sessionStore } from './session';

export class RestError extends Error {
  readonly status: number;
  /** The server's stable code (`WEAK_PASSWORD`, `NOT_PDF`...), when it gave one. */
  readonly code: ErrorCode | null;
  /** Already dealt with (401 sent to sign-in): do not show it. */
  readonly handled: boolean;

  constructor(message: string, status: number, code: ErrorCode | null = null, handled = false) {
    super(message);
    this.name = 'RestError';
    this.status = status;
    this.code = code;
    this.handled = handled;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The message of a failed answer: `error`, else `message`, else the raw body (spec section 8). */
export function errorMessageFrom(text: string): string {
  const body = parseJson(text);
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    const { error, message } = body as Record<string, unknown>;
    if (typeof error === 'string' && error.trim()) return error;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return text.trim() || REST_MESSAGES.unknown;
}

function errorFrom(text: string, status: number): RestError {
  const body = parseJson(text);
  const code =
    body !== null && typeof body === 'object' && typeof (body as Record<string, unknown>).code === 'string'
      ? ((body as Record<string, unknown>).code as ErrorCode)
      : null;
  return new RestError(errorMessageFrom(text), status, code);
}

/** A never-settling promise: once the page is replaced, callers must not render errors. */
function halt<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

export interface RestRequest {
  method?: 'GET' | 'POST' | 'DELETE';
  /** Sent as multipart/form-data. */
  form?: Record<string, string | Blob>;
  /** Files appended to `form` under their field's name (a name may repeat). */
  files?: readonly (readonly [string, File])[];
  /** Sent as JSON. */
  json?: unknown;
  /** Send the session's Bearer token (and treat a 401 as the end of the session). */
  auth?: boolean;
}

function toFormData(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

function authorization(auth: boolean | undefined): Record<string, string> {
  const token = auth ? sessionStore.get()?.token : undefined;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Sends one request and returns the body of a 2xx answer; throws a `RestError` otherwise. */
export async function restRequest(path: string, { method = 'POST', form, files, json, auth }: RestRequest = {}): Promise<string> {
  const headers: Record<string, string> = { Accept: 'application/json, text/plain', ...authorization(auth) };
  let body: BodyInit | undefined;
  if (form) {
    const data = toFormData(form);
    for (const [name, file] of files ?? []) data.append(name, file, file.name);
    body = data;
  } else if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body });
  } catch {
    throw new RestError(REST_MESSAGES.network, 0);
  }
  const text = await response.text();
  return settle(response.status, text, 'Authorization' in headers);
}

function settle(status: number, text: string, withToken: boolean): Promise<string> | string {
  if (status === 401 && withToken) {
    endSessionAndGoToLogin();
    throw new RestError(REST_MESSAGES.unauthorized, 401, 'UNAUTHENTICATED', true);
  }
  if (status === 500) {
    clientHooks().replacePage(text);
    return halt();
  }
  if (status < 200 || status >= 300) throw errorFrom(text, status);
  return text;
}

/** For endpoints whose only success is the text `ok` (spec section 8). */
export async function restOk(path: string, request: RestRequest): Promise<void> {
  const text = await restRequest(path, request);
  if (text.trim() !== 'ok') throw errorFrom(text, 200);
}

/** For endpoints answering JSON. */
export async function restJson<T>(path: string, request: RestRequest): Promise<T> {
  const text = await restRequest(path, request);
  const body = parseJson(text);
  if (body === undefined) throw new RestError(text.trim() || REST_MESSAGES.unknown, 200);
  return body as T;
}

/**
 * A multipart upload with the session's token that reports its progress (0 to 1) while the
 * file is sent. XMLHttpRequest is used because fetch has no upload progress events.
 */
export function uploadWithProgress<T>(
  path: string,
  fields: Record<string, string | Blob>,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    const headers = authorization(true);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    });
    request.addEventListener('error', () => reject(new RestError(REST_MESSAGES.network, 0)));
    request.addEventListener('load', () => {
      try {
        const result = settle(request.status, request.responseText, 'Authorization' in headers);
        if (typeof result !== 'string') return; // the page was replaced
        onProgress(1);
        const body = parseJson(result);
        if (body === undefined) throw new RestError(result.trim() || REST_MESSAGES.unknown, request.status);
        resolve(body as T);
      } catch (error) {
        reject(error);
      }
    });
    request.send(toFormData(fields));
  });
}

/** `attachment; filename="cv.pdf"` → `cv.pdf`. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : null;
}

/**
 * Downloads a file only the signed-in user may read (a CV): a plain link cannot carry the
 * Bearer header, so the file is fetched with it and saved from an object URL.
 */
export async function downloadWithToken(path: string, fallbackName: string): Promise<void> {
  const headers = authorization(true);
  let response: Response;
  try {
    response = await fetch(path, { headers });
  } catch {
    throw new RestError(REST_MESSAGES.network, 0);
  }
  if (!response.ok) {
    await settle(response.status, await response.text(), 'Authorization' in headers);
    return;
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Let the browser start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
