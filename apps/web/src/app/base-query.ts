import type { BaseQueryFn, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { codeOf, type ApiErrorBody } from './error-reaction.ts';
import { temporaryTokenHeader } from './temporary-credential.ts';

/** What an endpoint hands the base query: a path, or a path with method, body and query values. */
export interface RequestArgs {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; a Blob or File is sent raw with its own type. */
  body?: unknown;
  params?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
}

export type ApiError = FetchBaseQueryError;

const requestTimeoutMs = 30_000;

/** The readable anti-forgery cookie the API sets at GET /sanctum/csrf-cookie (§7, DESIGN §4). */
export function readXsrfToken(cookie: string = document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'XSRF-TOKEN') return decodeURIComponent(rest.join('='));
  }
  return null;
}

function buildUrl(url: string, params: RequestArgs['params']): string {
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return JSON.parse(text) as unknown;
  return text;
}

async function send(
  args: RequestArgs,
  signal: AbortSignal,
): Promise<{ data: unknown } | { error: ApiError }> {
  const method = args.method ?? 'GET';
  const headers = new Headers({ Accept: 'application/json', ...args.headers });
  let body: BodyInit | undefined;
  if (args.body instanceof Blob) {
    body = args.body;
    if (!headers.has('Content-Type') && args.body.type) headers.set('Content-Type', args.body.type);
  } else if (args.body !== undefined) {
    body = JSON.stringify(args.body);
    headers.set('Content-Type', 'application/json');
  }
  if (method !== 'GET') {
    const xsrf = readXsrfToken();
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  }
  // A client's link token, or the credential the client page exchanged it for (decision 101).
  const tempToken = temporaryTokenHeader();
  if (tempToken) headers.set('X-Temporary-Token', tempToken);

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), requestTimeoutMs);
  const onAbort = () => timeout.abort();
  signal.addEventListener('abort', onAbort);
  try {
    const response = await fetch(buildUrl(args.url, args.params), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: timeout.signal,
    });
    let data: unknown;
    try {
      data = await readBody(response);
    } catch (e) {
      return {
        error: {
          status: 'PARSING_ERROR',
          originalStatus: response.status,
          data: '',
          error: String(e),
        },
      };
    }
    if (response.ok) return { data };
    return { error: { status: response.status, data } };
  } catch (e) {
    if (timeout.signal.aborted && !signal.aborted)
      return { error: { status: 'TIMEOUT_ERROR', error: 'The request timed out.' } };
    return { error: { status: 'FETCH_ERROR', error: e instanceof Error ? e.message : String(e) } };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}

/** Whether an answer is the CSRF_MISMATCH refusal (419) that a fresh XSRF cookie cures. */
function isCsrfMismatch(error: ApiError): boolean {
  const body = typeof error.data === 'object' && error.data !== null ? error.data : null;
  return codeOf(error.status, body as ApiErrorBody | null) === 'CSRF_MISMATCH';
}

/**
 * The one base query (§7): same-origin relative paths, credentials, X-XSRF-TOKEN on non-GET,
 * X-Temporary-Token from the page's tempToken or the client's exchanged credential, and on a 419
 * CSRF_MISMATCH one GET /sanctum/csrf-cookie followed by one retry of the original request.
 */
export const baseQuery: BaseQueryFn<string | RequestArgs, unknown, ApiError> = async (
  input,
  api,
) => {
  const args: RequestArgs = typeof input === 'string' ? { url: input } : input;
  // The first write of a visit (usually POST /login) fetches the XSRF cookie beforehand, so it is
  // not refused with a 419 and retried (issue 19 item 9). A temporary-token request needs none.
  if ((args.method ?? 'GET') !== 'GET' && !readXsrfToken() && !temporaryTokenHeader()) {
    await send({ url: '/sanctum/csrf-cookie' }, api.signal);
  }
  const first = await send(args, api.signal);
  if (!('error' in first) || !isCsrfMismatch(first.error)) return first;
  const cookie = await send({ url: '/sanctum/csrf-cookie' }, api.signal);
  if ('error' in cookie) return first;
  return send(args, api.signal);
};
