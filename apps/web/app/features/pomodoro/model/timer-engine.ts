import {
  availableActions,
  createTimerState,
  pause,
  resetAfterFailedStart,
  resume,
  skip,
  start,
  stop,
  tick,
} from '@quietdesk/core/timer/machine';
import { normalizeTimerSettings, type TimerSettings } from '@quietdesk/core/timer/settings';
import type { PhaseRecord, TimerEvent, TimerResult, TimerState } from '@quietdesk/core/timer/types';
import { createStore, type Store } from '~/lib/create-store';
import { browserStorage, onPersonalDataCleared } from '~/lib/storage';
import { createPomodoroSync, iso, toPhaseReport } from './pomodoro-sync';
import { sessionControlsStore } from './active-session';
import { announcePhaseEnd, nextWakeDelay, retryDue } from './timer-clock';
import {
  createOwnSettingsSync,
  defaultSettingsApi,
  keepLegacyOwnSettings,
  withOwnSettings as ownSettingsOver,
} from './timer-own-settings';
import {
  appendRecords,
  createSharedTimer,
  removeRecords,
  loadOwnSettings,
  loadTimer,
  TIMER_KEY,
} from './timer-persistence';
import { createTimerPublisher } from './timer-publisher';
import {
  START_ERROR,
  STOP_ERROR,
  TASK_REQUIRED,
  type EngineDeps,
  type StartForm,
  type TimerSnapshot,
} from './timer-snapshot';

/**
 * The one focus-timer engine of the app: it wires the core TimerState (pure, timestamp-based)
 * to its parts: when to wake (`timer-clock.ts`), what is kept in the browser and shared with
 * other tabs through `storage` events (`timer-persistence.ts`), the server outbox
 * (`pomodoro-sync.ts`), the account's copy of the lengths (`timer-own-settings.ts`), the header
 * and tab title (`timer-publisher.ts`), and the side effects of a phase end (chime,
 * notification). It is mounted by the app shell, so the header indicator and the dashboard card
 * stay live on every route; the timer screen is only a view over `engine.store`.
 */

type PhaseEndedEvent = Extract<TimerEvent, { type: 'phase-ended' }>;

export function createTimerEngine(deps: EngineDeps = {}) {
  const storage = deps.storage === undefined ? browserStorage() : deps.storage;
  const now = deps.now ?? (() => Date.now());
  const sync = deps.sync ?? createPomodoroSync({ storage, fetch: deps.fetch, now });
  const win = deps.win === undefined ? (typeof window === 'undefined' ? null : window) : deps.win;
  const setT = deps.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
  const clearT = deps.clearTimeout ?? ((h) => globalThis.clearTimeout(h as number));

  const stored = loadTimer(storage);
  keepLegacyOwnSettings(storage, stored);
  const withOwnSettings = (state: TimerState) => ownSettingsOver(storage, state);

  const shared = createSharedTimer(storage, stored?.rev ?? 0);
  const store: Store<TimerSnapshot> = createStore<TimerSnapshot>({
    state: withOwnSettings(stored?.state ?? createTimerState()),
    now: now(),
    busy: false,
    error: null,
    formError: null,
    unsynced: sync.pending(),
    syncFailing: false,
    recordsVersion: 0,
    undoStopUntil: null,
  });
  /** A Stop whose server report is held back while its undo toast shows. */
  let pendingStop: {
    before: TimerState;
    keys: string[];
    sessionId: string;
    stoppedAt: number;
    handle: unknown;
  } | null = null;

  let mounts = 0;
  /** Bumped when the person's data is cleared; work begun before must not finish after. */
  let epoch = 0;
  let handle: unknown = null;
  let lastFlushAt = 0;

  const patch = (changes: Partial<TimerSnapshot>) => store.set((s) => ({ ...s, ...changes }));

  /** Adopts a newer state another tab wrote; returns true when it did. */
  function adoptStored(): boolean {
    const state = shared.newer();
    if (!state) return false;
    patch({ state, now: now(), unsynced: sync.pending() });
    return true;
  }

  const persist = (state: TimerState) => shared.save(state);

  function report(
    sessionId: string,
    action: 'skip' | 'stop',
    record: PhaseRecord,
    holdUntil?: number,
  ) {
    return sync.enqueuePatch(
      sessionId,
      { action, at: iso(record.endedAt), phase: toPhaseReport(record) },
      holdUntil,
    );
  }

  /**
   * Applies a transition's state and events: outbox, phase log, effects, persistence. Returns the
   * outbox keys of the stop reports it queued (held until `holdStopsUntil` when given).
   */
  function commit(
    result: TimerResult,
    t: number,
    opts: { quiet?: boolean; holdStopsUntil?: number } = {},
  ): string[] {
    const records: PhaseRecord[] = [];
    const stopKeys: string[] = [];
    let lastEnded: PhaseEndedEvent | null = null;
    for (const event of result.events) {
      if (event.type === 'phase-ended') {
        report(event.record.sessionId, 'skip', event.record);
        records.push(event.record);
        lastEnded = event;
      } else if (event.type === 'session-stopped') {
        stopKeys.push(report(event.record.sessionId, 'stop', event.record, opts.holdStopsUntil));
        records.push(event.record);
      }
    }
    appendRecords(storage, records, t);
    const previous = store.get().state;
    const next = withOwnSettings(result.state);
    if (next !== previous) persist(next);
    patch({
      state: next,
      now: t,
      unsynced: sync.pending(),
      recordsVersion: store.get().recordsVersion + (records.length ? 1 : 0),
    });
    if (lastEnded && !opts.quiet && announcePhaseEnd(lastEnded.at, t)) {
      deps.effects?.phaseEnded(lastEnded, next);
    }
    return stopKeys;
  }

  /** Replays phase ends due by now (idempotent), then renders; returns how many ended. */
  function catchUp(opts: { quiet?: boolean } = {}): number {
    adoptStored();
    const t = now();
    const result = tick(store.get().state, t);
    if (result.events.length) commit(result, t, opts);
    else patch({ now: t });
    return result.events.length;
  }

  async function flush() {
    lastFlushAt = now();
    const results = await sync.flush();
    const failed = results.some((r) => r.outcome === 'deferred');
    const reached = results.some((r) => r.outcome !== 'deferred');
    patch({
      unsynced: sync.pending(),
      // A flush that sent nothing (empty or held queue) says nothing about the connection.
      syncFailing: failed
        ? true
        : reached || sync.pending() === 0
          ? false
          : store.get().syncFailing,
    });
    return results;
  }

  const publishState = createTimerPublisher({
    slot: deps.publishSlot !== false,
    title: deps.setTitle !== false,
  });
  const publish = () => publishState(store.get().state, store.get().now);

  function schedule() {
    if (handle !== null) clearT(handle);
    handle = null;
    if (mounts === 0) return;
    handle = setT(wake, nextWakeDelay(store.get().state, now(), sync.pending(), lastFlushAt));
  }

  function wake() {
    handle = null;
    const ended = catchUp();
    // A phase end is reported at once; otherwise queued changes are retried every 60 s.
    if (ended > 0 || retryDue(sync.pending(), now(), lastFlushAt)) {
      void flush();
    }
    schedule();
  }

  /** Runs an action on the caught-up state (so it applies to the phase current at `now`). */
  function act(fn: (state: TimerState, t: number) => TimerResult | null) {
    catchUp();
    const t = now();
    const result = fn(store.get().state, t);
    if (result?.ok) commit(result, t);
    schedule();
    void flush();
    return result;
  }

  /** Sends the stop report now and shows the spec's stop error if the server refused it. */
  async function reportStop(sessionId: string, keys: string[] | null) {
    patch({ busy: true, error: null });
    const results = await flush();
    const stopped = results.find((r) =>
      keys
        ? keys.includes(r.key)
        : r.entry.kind === 'patch' &&
          r.entry.body.action === 'stop' &&
          r.entry.sessionId === sessionId,
    );
    // Unreachable server: warning only (docs/product.md §8). An answered error: tell the user.
    const failed = stopped && stopped.status !== undefined && stopped.outcome !== 'sent';
    patch({ busy: false, error: failed ? STOP_ERROR : null });
  }

  /** The undo window closed (or another Stop came): release the held report and send it. */
  async function settleStop() {
    const pending = pendingStop;
    if (!pending) return;
    pendingStop = null;
    clearT(pending.handle);
    sync.release(pending.keys);
    patch({ undoStopUntil: null });
    await reportStop(pending.sessionId, pending.keys);
  }

  const ownSettings = createOwnSettingsSync({
    storage,
    now,
    fetch: deps.fetch,
    api: deps.settingsApi === undefined ? defaultSettingsApi : deps.settingsApi,
    setTimeout: setT,
    clearTimeout: clearT,
    adopted() {
      catchUp();
      const { state } = store.get();
      const next = withOwnSettings(state);
      if (next !== state) {
        persist(next);
        patch({ state: next });
      }
    },
  });
  const syncSettings = ownSettings.sync;

  /**
   * Signing out (here or in another tab) cleared the person's data: the session in memory, its
   * undo window and queued reports are dropped too, so no tick, flush or late answer writes any
   * of it back. The timer starts over as a stranger's, with the default lengths.
   */
  function forget() {
    epoch += 1;
    ownSettings.forget();
    if (pendingStop) clearT(pendingStop.handle);
    pendingStop = null;
    sync.forget();
    shared.reset();
    patch({
      state: createTimerState(),
      now: now(),
      busy: false,
      error: null,
      formError: null,
      unsynced: 0,
      syncFailing: false,
      recordsVersion: store.get().recordsVersion + 1,
      undoStopUntil: null,
    });
    schedule();
  }
  onPersonalDataCleared(forget);

  const onStorage = (event: StorageEvent) => {
    if (event.key !== TIMER_KEY && event.key !== null) return;
    // Removed (another tab signed out), not replaced: forget rather than keep it in memory.
    if (event.newValue === null && loadTimer(storage) === null) {
      forget();
      return;
    }
    if (adoptStored()) schedule();
  };
  const onOnline = () => {
    void flush();
    void syncSettings();
  };
  const onVisible = () => {
    if (typeof document === 'undefined' || document.visibilityState === 'visible') {
      catchUp();
      schedule();
      void syncSettings();
    }
  };

  store.subscribe(publish);

  const engine = {
    store,

    /** Starts the loop and listeners; returns the matching unmount. Reference counted. */
    mount(): () => void {
      mounts += 1;
      if (mounts === 1) {
        catchUp({ quiet: true });
        publish();
        win?.addEventListener('storage', onStorage as EventListener);
        win?.addEventListener('online', onOnline);
        win?.addEventListener('visibilitychange', onVisible);
        if (deps.publishSlot !== false) {
          sessionControlsStore.set({ pause: engine.pause, resume: engine.resume });
        }
        schedule();
        void flush();
        void syncSettings();
      }
      let done = false;
      return () => {
        if (done) return;
        done = true;
        mounts -= 1;
        if (mounts === 0) {
          win?.removeEventListener('storage', onStorage as EventListener);
          win?.removeEventListener('online', onOnline);
          win?.removeEventListener('visibilitychange', onVisible);
          if (deps.publishSlot !== false) sessionControlsStore.set(null);
          schedule();
        }
      };
    },

    /** Idle: any setting; during a session only the sound flag (durations are the session's). */
    updateSettings(changes: Partial<TimerSettings>) {
      catchUp();
      const { state } = store.get();
      let next: TimerState;
      let own: TimerSettings;
      if (state.session === null) {
        next = createTimerState({
          settings: normalizeTimerSettings({ ...state.settings, ...changes }),
          completedSessions: state.completedSessions,
        });
        own = next.settings;
      } else if (changes.soundEnabled !== undefined) {
        next = { ...state, settings: { ...state.settings, soundEnabled: changes.soundEnabled } };
        const kept = loadOwnSettings(storage)?.settings ?? state.settings;
        own = { ...kept, soundEnabled: changes.soundEnabled };
      } else {
        return;
      }
      ownSettings.change(own);
      persist(next);
      patch({ state: next });
    },

    async start(form: StartForm): Promise<boolean> {
      deps.effects?.gesture?.();
      const snapshot = store.get();
      if (snapshot.busy) return false;
      catchUp();
      const taskName = form.taskName.trim();
      const description = (form.description ?? '').trim();
      if (taskName === '') {
        patch({ formError: TASK_REQUIRED });
        return false;
      }
      if (!availableActions(store.get().state).start) return false;
      const t0 = now();
      const startedIn = epoch;
      patch({ busy: true, error: null, formError: null });
      let created;
      try {
        created = await sync.createSession({
          task_name: taskName,
          description,
          settings: store.get().state.settings,
          start_time: iso(t0),
          ...(form.planTask ? { plan_task: form.planTask } : {}),
          ...(form.deckId ? { deck_id: form.deckId } : {}),
        });
      } catch (error) {
        if (epoch !== startedIn) return false;
        console.warn('Pomodoro: the server refused the session', error);
        const reset = withOwnSettings(resetAfterFailedStart(store.get().state));
        persist(reset);
        patch({
          state: reset,
          busy: false,
          error: START_ERROR,
        });
        schedule();
        return false;
      }
      // Signed out while the session was being created: it belongs to nobody here now.
      if (epoch !== startedIn) return false;
      // A local session means the create request itself failed.
      patch({ busy: false, ...(created.local ? { syncFailing: true } : {}) });
      // Another tab may have started a session meanwhile: theirs wins, ours stays on the server.
      const result = act((state) => {
        const started = start(
          state,
          {
            session: { id: created.id, taskName, description, startedAt: t0 },
            settings: state.settings,
          },
          t0,
        );
        // docs/product.md §7: PATCH start once after creation, queued before any later action.
        if (started.ok) sync.enqueuePatch(created.id, { action: 'start', at: iso(t0) });
        return started;
      });
      return result?.ok === true;
    },

    pause() {
      return act((state, t) => {
        if (!state.isRunning || !state.session) return null;
        const result = pause(state, t);
        if (result.ok) sync.enqueuePatch(state.session.id, { action: 'pause', at: iso(t) });
        return result;
      });
    },

    resume() {
      deps.effects?.gesture?.();
      return act((state, t) => {
        const result = resume(state, t);
        if (result.ok && state.session) {
          sync.enqueuePatch(state.session.id, { action: 'resume', at: iso(t) });
        }
        return result;
      });
    },

    /** Space: start is the form's job; here pause or resume. */
    toggle() {
      const { state } = store.get();
      return state.isRunning ? engine.pause() : engine.resume();
    },

    skip() {
      return act((state, t) => skip(state, t));
    },

    /**
     * Stop Session. With `undoMs` the stop takes effect here at once but its server report waits
     * that long, so `undoStop()` can take it back (the button's undo toast); without, it is sent
     * now. Keyboard shortcuts never stop a session.
     */
    async stop(opts: { undoMs?: number } = {}): Promise<boolean> {
      if (store.get().busy) return false;
      if (pendingStop) await settleStop();
      catchUp();
      const before = store.get().state;
      const sessionId = before.session?.id;
      const t = now();
      const result = stop(before, t);
      if (!result.ok || !sessionId) return false;
      const undoMs = opts.undoMs ?? 0;
      if (undoMs > 0) {
        const keys = commit(result, t, { holdStopsUntil: t + undoMs });
        pendingStop = {
          before,
          keys,
          sessionId,
          stoppedAt: t,
          handle: setT(() => void settleStop(), undoMs),
        };
        patch({ undoStopUntil: t + undoMs, error: null });
        schedule();
        return true;
      }
      commit(result, t);
      schedule();
      await reportStop(sessionId, null);
      return true;
    },

    /** Takes back the last Stop while its undo window is open; true when it did. */
    undoStop(): boolean {
      const pending = pendingStop;
      if (!pending) return false;
      pendingStop = null;
      clearT(pending.handle);
      sync.withdraw(pending.keys);
      removeRecords(
        storage,
        (r) =>
          r.sessionId === pending.sessionId &&
          r.outcome === 'stopped' &&
          r.endedAt === pending.stoppedAt,
      );
      persist(pending.before);
      patch({
        state: pending.before,
        now: now(),
        undoStopUntil: null,
        unsynced: sync.pending(),
        recordsVersion: store.get().recordsVersion + 1,
      });
      catchUp();
      schedule();
      return true;
    },

    /** Reads (or sends) the account's copy of the lengths now, e.g. on opening the timer. */
    syncSettings,

    clearFormError() {
      if (store.get().formError) patch({ formError: null });
    },

    flush,
  };
  return engine;
}

export type TimerEngine = ReturnType<typeof createTimerEngine>;
