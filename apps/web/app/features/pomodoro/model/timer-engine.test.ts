import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPomodoroSync } from './pomodoro-sync';
import type { TimerSettings } from '@quietdesk/core/timer/settings';
import { START_ERROR, STOP_ERROR, TASK_REQUIRED } from './timer-snapshot';
import { createTimerEngine } from './timer-engine';
import { SETTINGS_SAVE_DELAY_MS } from './timer-own-settings';
import { OUTBOX_KEY, RECORDS_KEY, TIMER_KEY } from './timer-persistence';
import { fakeServer, memoryStorage } from './test-helpers';
import { clearPersonalData } from '~/lib/storage';

const MIN = 60_000;
const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);

type SettingsApi = NonNullable<Parameters<typeof createTimerEngine>[0]>['settingsApi'];

function setup(
  storage = memoryStorage(),
  server = fakeServer(),
  settingsApi: SettingsApi = null,
  start = T0,
) {
  let t = start;
  const clock = { now: () => t, advance: (ms: number) => (t += ms), set: (v: number) => (t = v) };
  const phaseEnded = vi.fn();
  let ids = 0;
  const sync = createPomodoroSync({
    storage,
    fetch: server.fetch,
    now: clock.now,
    randomId: () => `local-${++ids}`,
    withLock: (_name, fn) => fn(),
  });
  const timers = {
    wake: null as (() => void) | null,
    all: [] as { fn: () => void; ms: number }[],
  };
  const make = () =>
    createTimerEngine({
      storage,
      now: clock.now,
      sync,
      effects: { phaseEnded },
      publishSlot: false,
      setTitle: false,
      settingsApi,
      win: null,
      setTimeout: (fn, ms) => {
        timers.wake = fn;
        timers.all.push({ fn, ms });
        return 1;
      },
      clearTimeout: () => {},
    });
  return { engine: make(), make, clock, storage, server, phaseEnded, sync, timers };
}

const timeLeft = (e: ReturnType<typeof setup>['engine'], now: number) => {
  const { state } = e.store.get();
  return state.isRunning && state.phaseEndsAt ? state.phaseEndsAt - now : state.remainingMs;
};

describe('timer engine', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('rejects a blank (trimmed) task name without calling the server', async () => {
    const { engine, server } = setup();
    expect(await engine.start({ taskName: '   ' })).toBe(false);
    expect(engine.store.get().formError).toBe(TASK_REQUIRED);
    expect(server.calls).toHaveLength(0);
    expect(engine.store.get().state.mode).toBe('idle');
  });

  it('creates on the server, PATCHes start once, then skip with the ended phase record', async () => {
    const { engine, server, clock, phaseEnded, timers } = setup();
    const unmount = engine.mount();
    expect(await engine.start({ taskName: '  Write report ', description: 'ch. 2' })).toBe(true);
    await engine.flush();
    expect(server.calls.map((c) => `${c.method} ${c.body.action ?? c.body.task_name}`)).toEqual([
      'POST Write report',
      'PATCH start',
    ]);
    const id = server.calls[1]!.url.split('/').at(-1);
    expect(id).toBe('00000000-0000-4000-8000-000000000001');

    clock.advance(25 * MIN + 300);
    timers.wake!(); // the loop wakes late (throttled tab): the phase still ended on time
    await engine.flush();
    unmount();
    const skip = server.calls.at(-1)!;
    expect(skip.body).toMatchObject({
      action: 'skip',
      at: new Date(T0 + 25 * MIN).toISOString(),
      phase: { kind: 'work', outcome: 'completed', planned_ms: 25 * MIN, focused_ms: 25 * MIN },
    });
    expect(engine.store.get().state.mode).toBe('break');
    expect(phaseEnded).toHaveBeenCalledTimes(1);
  });

  it('falls back to a local session on a network error, then creates it later and remaps the id', async () => {
    const { engine, server, storage, clock } = setup();
    server.mode = 'down';
    expect(await engine.start({ taskName: 'Offline work' })).toBe(true);
    const state = engine.store.get().state;
    expect(state.session?.id).toBe('local-1');
    expect(state.mode).toBe('work');
    expect(console.warn).toHaveBeenCalled();
    clock.advance(5 * MIN);
    engine.skip();
    await engine.flush();
    expect(engine.store.get().unsynced).toBe(3); // create, start, skip
    expect(JSON.parse(storage.getItem(OUTBOX_KEY)!)).toHaveLength(3);

    server.mode = 'up';
    await engine.flush();
    expect(engine.store.get().unsynced).toBe(0);
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/pomodoro/sessions',
      'PATCH /api/pomodoro/sessions/00000000-0000-4000-8000-000000000001',
      'PATCH /api/pomodoro/sessions/00000000-0000-4000-8000-000000000001',
    ]);
    // The late create keeps the real start time.
    expect(server.calls[0]!.body.start_time).toBe(new Date(T0).toISOString());
    expect(server.calls[2]!.body).toMatchObject({ action: 'skip', phase: { outcome: 'skipped' } });
  });

  it('shows the start error only when the server answers an error status', async () => {
    const { engine, server } = setup();
    server.mode = 422;
    expect(await engine.start({ taskName: 'Task' })).toBe(false);
    expect(engine.store.get().error).toBe(START_ERROR);
    expect(engine.store.get().state.mode).toBe('idle');
    expect(engine.store.get().state.remainingMs).toBe(25 * MIN);
  });

  it('keeps unsent changes on 5xx and retries them in order; drops refused ones', async () => {
    const { engine, server, clock } = setup();
    await engine.start({ taskName: 'Task' });
    await engine.flush();
    server.mode = 503;
    clock.advance(MIN);
    engine.pause();
    clock.advance(MIN);
    engine.resume();
    await engine.flush();
    expect(engine.store.get().unsynced).toBe(2);
    server.mode = 'up';
    await engine.flush();
    expect(server.calls.slice(-2).map((c) => c.body.action)).toEqual(['pause', 'resume']);
    expect(engine.store.get().unsynced).toBe(0);

    server.mode = 409;
    engine.pause();
    await engine.flush();
    expect(engine.store.get().unsynced).toBe(0);
  });

  it("stops: idle, the person's own work time, counter +1, stop PATCH with the final record", async () => {
    const { engine, server, clock } = setup();
    engine.updateSettings({ workDuration: 50 });
    await engine.start({ taskName: 'Task' });
    clock.advance(10 * MIN);
    expect(await engine.stop()).toBe(true);
    const { state, error } = engine.store.get();
    expect(state).toMatchObject({ mode: 'idle', completedSessions: 1, remainingMs: 50 * MIN });
    expect(state.settings.workDuration).toBe(50);
    expect(error).toBeNull();
    expect(server.calls.at(-1)!.body).toMatchObject({
      action: 'stop',
      phase: { kind: 'work', outcome: 'stopped', focused_ms: 10 * MIN },
    });
  });

  it('Stop with an undo window: idle at once, nothing sent until the window closes', async () => {
    const { engine, server, clock, storage, timers } = setup();
    await engine.start({ taskName: 'Keep me' });
    clock.advance(3_000);
    expect(await engine.stop({ undoMs: 6_000 })).toBe(true);
    expect(engine.store.get().state).toMatchObject({ mode: 'idle', completedSessions: 1 });
    expect(engine.store.get().undoStopUntil).toBe(clock.now() + 6_000);
    await engine.flush();
    expect(server.calls.some((c) => c.body.action === 'stop')).toBe(false);

    clock.advance(2_000);
    expect(engine.undoStop()).toBe(true);
    const { state, undoStopUntil } = engine.store.get();
    expect(undoStopUntil).toBeNull();
    expect(state).toMatchObject({ mode: 'work', isRunning: true, completedSessions: 0 });
    expect(state.session?.taskName).toBe('Keep me');
    expect(storage.getItem(OUTBOX_KEY) ?? '').not.toContain('"stop"');
    expect(storage.getItem(RECORDS_KEY) ?? '').not.toContain('"stopped"');
    expect(engine.undoStop()).toBe(false);

    // Stopped again and left alone: the held report goes out when the window closes.
    await engine.stop({ undoMs: 6_000 });
    clock.advance(6_000);
    const closeWindow = timers.all.find((t) => t.ms === 6_000)!;
    closeWindow.fn();
    await vi.waitFor(() =>
      expect(server.calls.at(-1)!.body).toMatchObject({
        action: 'stop',
        phase: { kind: 'work', outcome: 'stopped', focused_ms: 5_000 },
      }),
    );
    expect(engine.store.get().undoStopUntil).toBeNull();
    expect(engine.undoStop()).toBe(false);
  });

  it('every request carries the device clock at sending (sent_at)', async () => {
    const { engine, server, clock } = setup();
    await engine.start({ taskName: 'Clock' });
    clock.advance(MIN);
    engine.pause();
    await engine.flush();
    const patch = server.calls.find((c) => c.body.action === 'pause')!;
    expect(patch.body.sent_at).toBe(new Date(clock.now()).toISOString());
    expect(server.calls[0]!.body.sent_at).toBe(new Date(T0).toISOString());
  });

  it('shows the stop error when the server refuses the stop, not when it is unreachable', async () => {
    const a = setup();
    await a.engine.start({ taskName: 'Task' });
    a.server.mode = 422;
    await a.engine.stop();
    expect(a.engine.store.get().error).toBe(STOP_ERROR);

    const b = setup();
    await b.engine.start({ taskName: 'Task' });
    b.server.mode = 'down';
    await b.engine.stop();
    expect(b.engine.store.get().error).toBeNull();
    expect(b.engine.store.get().state.mode).toBe('idle');
  });

  it('restores from storage after a reload with the same remaining time', async () => {
    const first = setup();
    await first.engine.start({ taskName: 'Persist me' });
    first.clock.advance(7 * MIN);
    first.engine.pause();
    first.clock.advance(3 * MIN);
    expect(JSON.parse(first.storage.getItem(TIMER_KEY)!).state.session.taskName).toBe('Persist me');

    const reloaded = first.make();
    expect(reloaded.store.get().state.session?.taskName).toBe('Persist me');
    expect(timeLeft(reloaded, first.clock.now())).toBe(18 * MIN);
    reloaded.resume();
    first.clock.advance(MIN);
    reloaded.mount()();
    expect(timeLeft(reloaded, first.clock.now())).toBe(17 * MIN);
  });

  it('catches up phases that ended while closed, logging them locally but without a chime', async () => {
    const first = setup();
    await first.engine.start({ taskName: 'Sleepy' });
    first.clock.advance(3 * 60 * MIN);
    const reloaded = first.make();
    reloaded.mount()();
    expect(first.phaseEnded).not.toHaveBeenCalled();
    // work (auto) → break (auto) → work waits: auto-start pomodoros is off by default.
    expect(reloaded.store.get().state).toMatchObject({ mode: 'work', isRunning: false });
    expect(JSON.parse(first.storage.getItem(RECORDS_KEY)!)).toHaveLength(2);
  });

  it("a reload after Stop shows the person's own work length, even when the stored timer is unreadable", async () => {
    const first = setup();
    first.engine.updateSettings({ workDuration: 40 });
    await first.engine.start({ taskName: 'Chapter 3' });
    first.clock.advance(3 * MIN);
    await first.engine.stop({ undoMs: 6_000 });

    const reloaded = first.make();
    reloaded.mount()();
    expect(reloaded.store.get().state).toMatchObject({ mode: 'idle', remainingMs: 40 * MIN });

    // The timer state is written on every tick and may be cut short or come from another build;
    // losing it must not take the lengths the person chose with it.
    first.storage.setItem(TIMER_KEY, '{"rev":9,"state":{"mode":"work","remainingMs":60000}}');
    const again = first.make();
    expect(again.store.get().state).toMatchObject({ mode: 'idle', remainingMs: 40 * MIN });
    expect(again.store.get().state.settings.workDuration).toBe(40);
  });

  it('after sign-out clears the data, a session running in memory writes nothing back', async () => {
    const { engine, storage, clock, timers } = setup();
    engine.mount();
    engine.updateSettings({ workDuration: 40 });
    await engine.start({ taskName: 'Private task' });
    clock.advance(MIN);
    engine.pause();
    engine.resume();
    // A Stop whose report is still held, and a request out when the person signs out.
    await engine.stop({ undoMs: 6_000 });
    await engine.start({ taskName: 'Second private task' });
    engine.pause();
    const inFlight = engine.flush(); // answered after the clear

    await clearPersonalData();
    storage.data.clear(); // what clearPersonalData does to the real localStorage
    await inFlight;

    // The phase would have ended, the undo window closed, the periodic flush come round.
    clock.advance(60 * MIN);
    for (const timer of [...timers.all]) timer.fn();
    await engine.flush();
    expect([...storage.data.keys()]).toEqual([]);
    const { state, undoStopUntil, unsynced } = engine.store.get();
    expect(state).toMatchObject({ mode: 'idle', session: null, remainingMs: 25 * MIN });
    expect(undoStopUntil).toBeNull();
    expect(unsynced).toBe(0);
    expect(engine.undoStop()).toBe(false);
  });

  it("the person's lengths reach another browser through the account; the newer change wins", async () => {
    // The account as the server keeps it: the later change (server time) wins.
    let stored: { settings: TimerSettings; at: number } | null = null;
    const api: NonNullable<SettingsApi> = {
      get: async () => ({ settings: stored?.settings ?? null, changed_at: null }),
      put: async (body) => {
        const at = Date.parse(body.changed_at);
        if (!stored || at >= stored.at) stored = { settings: body.settings, at };
        return { settings: stored.settings, changed_at: new Date(stored.at).toISOString() };
      },
    };
    const laptop = setup(memoryStorage(), fakeServer(), api);
    laptop.engine.mount();
    laptop.engine.updateSettings({ workDuration: 40 });
    expect(stored).toBeNull(); // not on every slider step: once the controls rest
    laptop.timers.all.find((t) => t.ms === SETTINGS_SAVE_DELAY_MS)!.fn();
    await vi.waitFor(() => expect(stored?.settings.workDuration).toBe(40));

    let phoneOnline = true;
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const phoneApi: NonNullable<SettingsApi> = {
      get: (f) => (phoneOnline ? api.get(f) : offline()),
      put: (body, f) => (phoneOnline ? api.put(body, f) : offline()),
    };
    const phone = setup(memoryStorage(), fakeServer(), phoneApi, T0 + MIN);
    expect(phone.engine.store.get().state.remainingMs).toBe(25 * MIN);
    phone.engine.mount();
    await vi.waitFor(() => expect(phone.engine.store.get().state.remainingMs).toBe(40 * MIN));

    // The phone goes offline and changes to 50: its own change stays until the account has it.
    phoneOnline = false;
    phone.clock.advance(MIN);
    phone.engine.updateSettings({ workDuration: 50 });
    await phone.engine.syncSettings();
    expect(phone.engine.store.get().state.settings.workDuration).toBe(50);
    expect(stored!.settings.workDuration).toBe(40);

    // Meanwhile the laptop changed to 30, later than the phone's change: when the phone is back,
    // the account keeps the newer 30 and the phone takes it.
    laptop.clock.set(T0 + 5 * MIN);
    laptop.engine.updateSettings({ workDuration: 30 });
    await laptop.engine.syncSettings();
    phoneOnline = true;
    await phone.engine.syncSettings();
    expect(phone.engine.store.get().state.settings.workDuration).toBe(30);
    expect(phone.engine.store.get().state.remainingMs).toBe(30 * MIN);
  });

  it('ignores a corrupt stored state', () => {
    const storage = memoryStorage();
    storage.setItem(TIMER_KEY, '{"rev":3,"state":{"mode":"work"}}');
    const { engine } = setup(storage);
    expect(engine.store.get().state.mode).toBe('idle');
  });

  it('two tabs sharing storage agree: a change in one is adopted by the other', async () => {
    const storage = memoryStorage();
    const a = setup(storage);
    const b = a.make();
    await a.engine.start({ taskName: 'Shared' });
    a.clock.advance(MIN);
    // Tab B acts on what tab A wrote (a storage event or its own next tick adopts it first).
    b.pause();
    expect(b.store.get().state).toMatchObject({ isRunning: false, remainingMs: 24 * MIN });
    a.engine.updateSettings({ soundEnabled: false });
    expect(a.engine.store.get().state.isRunning).toBe(false);
  });
});
