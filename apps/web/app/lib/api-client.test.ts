import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api-client';

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
    expect(error.message).toBe('Request failed (Status: 502)');
  });

  it('returns undefined for 204', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiFetch('/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});
