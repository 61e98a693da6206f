import { describe, expect, it } from 'vitest';
import { createPomodoroSync } from './pomodoro-sync';
import { fakeServer, memoryStorage } from './test-helpers';

const SESSION = '00000000-0000-4000-8000-000000000001';
const report = (at: string) => ({ action: 'pause' as const, at });

describe('pomodoro sync', () => {
  it('a change queued while a flush is finishing is sent by that flush, not a minute later', async () => {
    const server = fakeServer();
    let queueDuringFinish: (() => void) | null = null;
    const sync = createPomodoroSync({
      storage: memoryStorage(),
      fetch: server.fetch,
      // The pass has read an empty outbox and is returning when the next change arrives.
      withLock: async (_name, fn) => {
        const result = await fn();
        queueDuringFinish?.();
        queueDuringFinish = null;
        return result;
      },
    });
    sync.enqueuePatch(SESSION, report('2026-11-23T10:00:00.000Z'));
    queueDuringFinish = () => {
      sync.enqueuePatch(SESSION, report('2026-11-23T10:00:05.000Z'));
      void sync.flush();
    };
    await sync.flush();
    expect(server.calls.map((c) => c.body.at)).toEqual([
      '2026-11-23T10:00:00.000Z',
      '2026-11-23T10:00:05.000Z',
    ]);
    expect(sync.pending()).toBe(0);
  });

  it('does not go round again when the server was found unreachable', async () => {
    const server = fakeServer();
    server.mode = 'down';
    let attempts = 0;
    let extraFlush: (() => void) | null = null;
    const sync = createPomodoroSync({
      storage: memoryStorage(),
      fetch: (async (...args: Parameters<typeof fetch>) => {
        attempts += 1;
        return server.fetch(...args);
      }) as typeof fetch,
      warn: () => {},
      withLock: async (_name, fn) => {
        const result = await fn();
        extraFlush?.();
        extraFlush = null;
        return result;
      },
    });
    sync.enqueuePatch(SESSION, report('2026-11-23T10:00:00.000Z'));
    extraFlush = () => void sync.flush();
    await sync.flush();
    expect(sync.pending()).toBe(1);
    expect(attempts).toBe(1);
  });
});
