/**
 * The one way the web app talks to the API. Every feature's `api/` files call `apiFetch`; the
 * request and response types come from the zod schemas in `@quietdesk/core/api/*` (the contract
 * the server validates with), so a renamed field breaks the build on both sides.
 *
 * Why not a generated client (openapi-typescript + openapi-fetch): the zod schemas already are the
 * single source of the contract and the OpenAPI document is generated from them; generating types
 * back from that document would add a build step and a second copy of the same types.
 * See docs/decisions/010-one-api-client.md.
 */

import { createStore } from './create-store';

/** Default time limit for one call. AI calls pass a longer one (the server's own limit is 60 s). */
const API_TIMEOUT_MS = 30_000;

/** An error answered by the API: `detail` is a sentence meant for people. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | null;
  /** The answer's headers, e.g. `Retry-After` on a 429 or `ETag` on a 409. */
  readonly headers: Headers;
  /** The parsed JSON body of the error, when it had one (e.g. `candidates` beside `detail`). */
  readonly body: unknown;

  constructor(
    status: number,
    detail: string | null,
    options: { fallback?: string; headers?: Headers; body?: unknown } = {},
  ) {
    super(detail ?? options.fallback ?? plainFailure(status));
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.headers = options.headers ?? new Headers();
    this.body = options.body ?? null;
  }

  /** Seconds to wait before trying again, from `Retry-After`; null when absent or unreadable. */
  get retryAfterSeconds(): number | null {
    return parseRetryAfter(this.headers.get('Retry-After'));
  }
}

/**
 * What a failed call without a `detail` says to the person: what happened and what to do, in their
 * words (no status codes, no "server"); the status stays on the error for code and logs.
 */
export function plainFailure(status: number): string {
  if (status === 429) return 'Too many tries in a short time. Please wait a moment and try again.';
  if (status === 404) return 'That could not be found: it may have been deleted.';
  if (status === 401 || status === 403) return 'That is not allowed. Please sign in again.';
  if (status === 408 || status === 504) return 'That took too long. Please try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
  return 'That did not work. Please try again.';
}

/** The call took longer than its time limit and was abandoned. */
export class ApiTimeoutError extends Error {
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(`No answer after ${Math.round(timeoutMs / 1000)} seconds. Please try again.`);
    this.name = 'ApiTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/**
 * No answer came at all (no network, or the app unreachable). Still a TypeError, as fetch raised
 * it, so code that tells a network failure apart keeps working; its message is for the person
 * ("Failed to fetch" is the browser's, not theirs).
 */
export class ApiNetworkError extends TypeError {
  constructor(cause: TypeError) {
    super('No connection: check your internet connection and try again.', { cause });
    this.name = 'ApiNetworkError';
  }
}

/**
 * A sentence for a failed call: the server's own words when it gave some (a 429 without any says
 * how long to wait), then the time limit's or the connection's, else the screen's `fallback`.
 * Features whose screens take another path on a status say so in their own model (e.g.
 * `isDeadResetLink`), so components never read a status.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 429 && !error.detail) {
      const wait = error.retryAfterSeconds;
      return wait ? `Too many attempts. Try again in ${Math.ceil(wait / 60)} minutes.` : fallback;
    }
    return error.detail ?? fallback;
  }
  if (error instanceof ApiTimeoutError) return error.message;
  if (error instanceof TypeError) return 'Could not reach Quietdesk. Check your connection.';
  return fallback;
}

/** Whether a failed call was answered with `status`. */
export function answeredWith(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

/** DELETE `path`; an answer that it is already gone (deleted in another tab) fulfils the wish too. */
export async function apiDelete(path: string): Promise<void> {
  try {
    await apiFetch<void>(path, { method: 'DELETE' });
  } catch (error) {
    if (!answeredWith(error, 404)) throw error;
  }
}

/**
 * Whether the server answered the last API call. The browser can say it is online while the
 * server is gone (a dropped Wi-Fi behind a captive network, a stopped server): a call that fails
 * with a network error sets this to false, and any answer from the server, even an error status,
 * sets it back to true. A copy the service worker serves in place of the server (header
 * OFFLINE_COPY_HEADER) is no answer from the server and changes nothing.
 */
export const serverReachableStore = createStore(true);

/** Set by the service worker on API answers it serves from its cache. */
export const OFFLINE_COPY_HEADER = 'x-quietdesk-offline-copy';

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110, section 10.2.3). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

interface ApiRequest extends Omit<RequestInit, 'body'> {
  /** Serialised as JSON. */
  body?: unknown;
  /** Time limit in ms (default API_TIMEOUT_MS); `0` waits as long as the caller's signal allows. */
  timeoutMs?: number;
  /** Injected in tests and by callers that must not use the global (e.g. a service worker). */
  fetch?: typeof fetch;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null; // Not JSON (a proxy's error page): the status speaks for it.
  }
}

function detailOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'detail' in body) {
    const { detail } = body as { detail: unknown };
    if (typeof detail === 'string' && detail.trim()) return detail;
  }
  return null;
}

function withTimeout(signal: AbortSignal | null | undefined, timeoutMs: number) {
  if (timeoutMs <= 0) return { signal: signal ?? undefined, timedOut: () => false };
  const timer = AbortSignal.timeout(timeoutMs);
  return {
    signal: signal ? AbortSignal.any([signal, timer]) : timer,
    timedOut: () => timer.aborted,
  };
}

/**
 * `fetch('/api' + path)` with JSON in and out. Non-2xx answers throw ApiError (status, detail,
 * headers, body); a 2xx whose body is not JSON throws ApiError too, since the caller cannot use
 * it; a call over its time limit throws ApiTimeoutError; a network failure throws ApiNetworkError
 * (a TypeError, as the browser's was: the flashcards screen tells those apart); the caller's own
 * abort stays an AbortError.
 */
export async function apiFetch<T>(
  path: string,
  { body, headers, timeoutMs = API_TIMEOUT_MS, fetch: fetchImpl, signal, ...init }: ApiRequest = {},
): Promise<T> {
  const deadline = withTimeout(signal, timeoutMs);
  let response: Response;
  try {
    response = await (fetchImpl ?? globalThis.fetch)(
      `/api${path.startsWith('/') ? path : `/${path}`}`,
      {
        ...init,
        signal: deadline.signal,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
    );
  } catch (error) {
    if (deadline.timedOut()) throw new ApiTimeoutError(timeoutMs);
    // fetch rejects with a TypeError when no answer came (the caller's abort is a DOMException).
    if (error instanceof TypeError) {
      serverReachableStore.set(false);
      throw new ApiNetworkError(error);
    }
    throw error;
  }
  if (!response.headers.has(OFFLINE_COPY_HEADER)) serverReachableStore.set(true);
  if (!response.ok) {
    const errorBody = await readBody(response);
    throw new ApiError(response.status, detailOf(errorBody), {
      headers: response.headers,
      body: errorBody,
    });
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, null, {
      fallback: 'Something went wrong on our side. Please try again in a moment.',
      headers: response.headers,
    });
  }
}
