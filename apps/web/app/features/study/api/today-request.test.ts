import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as TodayRequest from './today-request';

// The module keeps the early request: each test starts from a fresh copy.
let module: typeof TodayRequest;
const fetchMock = vi.fn();

const today = (tz: string) => ({ tz, tasks: [], decks: [], exams: [] });

beforeEach(async () => {
  vi.resetModules();
  fetchMock.mockReset();
  fetchMock.mockImplementation((url: string) =>
    Promise.resolve(
      new Response(JSON.stringify(today(new URL(url, 'http://x').searchParams.get('tz') ?? '')), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  module = await import('./today-request');
});

afterEach(() => vi.unstubAllGlobals());

describe('the early Today request', () => {
  it('is taken by the first answer for its zone, and only once', async () => {
    module.requestTodayEarly('Europe/Paris');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await module.todayAnswer('Europe/Paris')).toMatchObject({ tz: 'Europe/Paris' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A second read (a refetch) asks the server again.
    await module.todayAnswer('Europe/Paris');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not used once it is older than a page load takes', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    module.requestTodayEarly('UTC');
    now.mockReturnValue(1_000 + 60_000);
    await module.todayAnswer('UTC');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    now.mockRestore();
  });

  it('is not used for another zone', async () => {
    module.requestTodayEarly('Europe/Paris');
    expect(await module.todayAnswer('Asia/Tokyo')).toMatchObject({ tz: 'Asia/Tokyo' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('hands a failure to the query that takes it, not to the page as an unhandled rejection', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    module.requestTodayEarly('UTC');
    // Let the failure settle before anyone reads it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(module.todayAnswer('UTC')).rejects.toThrow();
  });
});

describe('Today sent with the page', () => {
  const sentToday = { day: '2026-11-28', tasks: [], decks: [], exams: [] };

  function pageWithSeed(zone: string | null) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'today-seed';
    element.textContent = JSON.stringify({ zone, today: sentToday });
    document.head.append(element);
  }

  afterEach(() => {
    document.getElementById('today-seed')?.remove();
    window.history.pushState({}, '', '/app/dashboard');
    document.cookie = 'qd_tz=; path=/app; max-age=0';
    window.history.pushState({}, '', '/');
  });

  it('is what the card starts from, once, and nothing is asked for', () => {
    pageWithSeed('Europe/Paris');
    const before = Date.now();
    module.requestTodayEarly('Europe/Paris');
    expect(fetchMock).not.toHaveBeenCalled();
    const taken = module.takeTodaySeed('Europe/Paris');
    expect(taken?.today).toEqual(sentToday);
    // Dated when the page got it, so the query asks again once that is stale.
    expect(taken?.updatedAt).toBeGreaterThanOrEqual(before - 1);
    expect(taken?.updatedAt).toBeLessThanOrEqual(Date.now());
    expect(module.takeTodaySeed('Europe/Paris')).toBeUndefined();
  });

  it('fits every zone when it was made for none (a visitor with nothing stored)', () => {
    pageWithSeed(null);
    module.requestTodayEarly('Asia/Tokyo');
    expect(module.takeTodaySeed('Asia/Tokyo')?.updatedAt).toBeGreaterThan(0);
  });

  it('made for another zone, still hydrates the card but is dated 0, to be asked for again at once', () => {
    pageWithSeed('Asia/Tokyo');
    module.requestTodayEarly('Europe/Paris');
    expect(module.takeTodaySeed('Europe/Paris')).toEqual({ today: sentToday, updatedAt: 0 });
  });

  it('is taken out of the page as it is read, and is not used once older than a page load takes', () => {
    pageWithSeed('UTC');
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    module.requestTodayEarly('UTC');
    expect(document.getElementById('today-seed')).toBeNull();
    now.mockReturnValue(1_000 + 60_000);
    expect(module.takeTodaySeed('UTC')).toBeUndefined();
    now.mockRestore();
  });

  it('is not there on a page without one: the request goes out early, as before', () => {
    module.requestTodayEarly('UTC');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(module.takeTodaySeed('UTC')).toBeUndefined();
  });

  it('names the browser’s zone in a cookie for the next page the server renders', () => {
    // The cookie is for the app's pages only (path /app).
    window.history.pushState({}, '', '/app/dashboard');
    module.requestTodayEarly('America/Sao_Paulo');
    expect(document.cookie).toContain('qd_tz=America%2FSao_Paulo');
    window.history.pushState({}, '', '/');
    expect(document.cookie).not.toContain('qd_tz');
  });
});
