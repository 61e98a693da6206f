import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  ApiNetworkError,
  ApiTimeoutError,
  OFFLINE_COPY_HEADER,
  apiFetch,
  answeredWith,
  errorMessage,
  parseRetryAfter,
  plainFailure,
  serverReachableStore,
} from './api-client';

function mockFetch(response: Response) {
  const fn = vi.fn(() => Promise.resolve(response));
  vi.stubGlobal('fetch', fn);
  return fn;
}

describe('apiFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON to /api and parses the answer', async () => {
    const fetch = mockFetch(Response.json({ ok: true }));
    await expect(
      apiFetch('/mind-maps/', { method: 'POST', body: { title: 'x' } }),
    ).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/mind-maps/');
    expect(init.body).toBe('{"title":"x"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns {detail} errors into ApiError with the status', async () => {
    mockFetch(Response.json({ detail: 'Mind map not found' }, { status: 404 }));
    const error = await apiFetch('/mind-maps/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      detail: 'Mind map not found',
      message: 'Mind map not found',
    });
  });

  it('falls back to the status when the body is not JSON', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await apiFetch('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.detail).toBeNull();
    expect(error.message).toBe('Something went wrong on our side. Please try again in a moment.');
  });

  it('returns undefined for 204', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiFetch('/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('ApiError headers and the failure kinds', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the headers, so a 429 tells how long to wait', async () => {
    mockFetch(
      Response.json(
        { detail: 'Too many requests.' },
        { status: 429, headers: { 'Retry-After': '42' } },
      ),
    );
    const error = (await apiFetch('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(429);
    expect(error.detail).toBe('Too many requests.');
    expect(error.headers.get('Retry-After')).toBe('42');
    expect(error.retryAfterSeconds).toBe(42);
  });

  it('keeps the JSON body of an error for fields beside detail', async () => {
    mockFetch(
      Response.json({ detail: 'Which one?', candidates: [{ label: 'a' }] }, { status: 422 }),
    );
    const error = (await apiFetch('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.body).toEqual({ detail: 'Which one?', candidates: [{ label: 'a' }] });
  });

  it('turns a network failure into a TypeError that speaks to the person', async () => {
    const raised = new TypeError('Failed to fetch');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(raised)),
    );
    const error = (await apiFetch('/x').catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(TypeError);
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error.message).toBe('No connection: check your internet connection and try again.');
    expect(error.cause).toBe(raised);
  });

  it('says what a failure without a detail means, never its status code', () => {
    const said = [400, 401, 403, 404, 408, 409, 429, 500, 502, 503, 504].map(plainFailure);
    for (const text of said) expect(text).not.toMatch(/\d{3}|status|server|request/i);
    expect(plainFailure(404)).toBe('That could not be found: it may have been deleted.');
    expect(plainFailure(503)).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    );
    expect(new ApiError(418, null).message).toBe('That did not work. Please try again.');
  });

  it('refuses a 2xx answer that is not JSON', async () => {
    mockFetch(new Response('<html>captive portal</html>', { status: 200 }));
    const error = (await apiFetch('/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Something went wrong on our side. Please try again in a moment.');
  });

  it('gives up after its time limit with ApiTimeoutError', async () => {
    const never = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const error = await apiFetch('/x', {
      timeoutMs: 20,
      fetch: never as unknown as typeof fetch,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiTimeoutError);
  });

  it("keeps the caller's own abort as an AbortError, not a timeout", async () => {
    const controller = new AbortController();
    const never = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const pending = apiFetch('/x', {
      signal: controller.signal,
      fetch: never as unknown as typeof fetch,
    });
    controller.abort();
    const error = (await pending.catch((e: unknown) => e)) as Error;
    expect(error).not.toBeInstanceOf(ApiTimeoutError);
    expect(error.name).toBe('AbortError');
  });
});

describe('serverReachableStore', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    serverReachableStore.set(true);
  });

  it('goes false on a network error and true again on any answer from the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await apiFetch('/x').catch(() => {});
    expect(serverReachableStore.get()).toBe(false);
    // An error status is still the server answering.
    mockFetch(Response.json({ detail: 'Not found' }, { status: 404 }));
    await apiFetch('/x').catch(() => {});
    expect(serverReachableStore.get()).toBe(true);
  });

  it("ignores the service worker's cached copy and the caller's own abort", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await apiFetch('/x').catch(() => {});
    mockFetch(Response.json([], { headers: { [OFFLINE_COPY_HEADER]: '1' } }));
    await expect(apiFetch('/planner/plans')).resolves.toEqual([]);
    expect(serverReachableStore.get()).toBe(false);

    serverReachableStore.set(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))),
    );
    await apiFetch('/x').catch(() => {});
    expect(serverReachableStore.get()).toBe(true);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('17')).toBe(17);
    const now = Date.parse('2025-01-06T09:00:00Z');
    expect(parseRetryAfter('Mon, 06 Jan 2025 09:01:00 GMT', now)).toBe(60);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
});

describe('errorMessage, the one sentence for a failed call', () => {
  it("says the server's words, else how long to wait, the time limit, the connection or the fallback", () => {
    expect(errorMessage(new ApiError(409, 'Taken.'), 'Nope.')).toBe('Taken.');
    expect(errorMessage(new ApiError(500, null), 'Nope.')).toBe('Nope.');
    const headers = new Headers({ 'Retry-After': '300' });
    expect(errorMessage(new ApiError(429, null, { headers }), 'Nope.')).toBe(
      'Too many attempts. Try again in 5 minutes.',
    );
    expect(errorMessage(new ApiError(429, null), 'Nope.')).toBe('Nope.');
    expect(errorMessage(new ApiTimeoutError(30_000), 'Nope.')).toBe(
      'No answer after 30 seconds. Please try again.',
    );
    expect(errorMessage(new TypeError('Failed to fetch'), 'Nope.')).toBe(
      'Could not reach Quietdesk. Check your connection.',
    );
    expect(errorMessage(new Error('bug'), 'Nope.')).toBe('Nope.');
  });

  it('answeredWith tells an answered status from anything else', () => {
    expect(answeredWith(new ApiError(404, null), 404)).toBe(true);
    expect(answeredWith(new ApiError(500, null), 404)).toBe(false);
    expect(answeredWith(new TypeError('x'), 404)).toBe(false);
  });
});
