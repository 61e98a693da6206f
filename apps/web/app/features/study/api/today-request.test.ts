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
