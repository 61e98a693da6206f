import { createTimerState, start } from '@quietdesk/core/timer/machine';
import { DEFAULT_TIMER_SETTINGS } from '@quietdesk/core/timer/settings';
import type { TimerState } from '@quietdesk/core/timer/types';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from './active-session';
import { memoryStorage } from './test-helpers';
import { announcePhaseEnd, FLUSH_INTERVAL_MS, nextWakeDelay, retryDue } from './timer-clock';
import { keepLegacyOwnSettings, withOwnSettings } from './timer-own-settings';
import { createSharedTimer, loadOwnSettings, saveOwnSettings } from './timer-persistence';
import { createTimerPublisher } from './timer-publisher';

// The parts the timer engine wires together, each on its own (the engine's own tests drive them
// together through timer-engine.test.ts).

const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);

function running(at = T0): TimerState {
  const result = start(
    createTimerState(),
    { session: { id: 's1', taskName: 'Essay', startedAt: at } },
    at,
  );
  return result.state;
}

describe('timer clock', () => {
  it('wakes when the rounded-up display changes, not on a drifting second grid', () => {
    const state = running();
    expect(nextWakeDelay(state, T0, 0, T0)).toBe(1000);
    expect(nextWakeDelay(state, T0 + 250, 0, T0)).toBe(750);
    expect(nextWakeDelay(state, state.phaseEndsAt! + 5, 0, T0)).toBe(0);
  });

  it('idle: sleeps until queued changes are due again, or a whole retry interval', () => {
    const idle = createTimerState();
    expect(nextWakeDelay(idle, T0, 0, T0)).toBe(FLUSH_INTERVAL_MS);
    expect(nextWakeDelay(idle, T0 + 45_000, 2, T0)).toBe(15_000);
    expect(nextWakeDelay(idle, T0 + 90_000, 2, T0)).toBe(0);
    expect(retryDue(2, T0 + FLUSH_INTERVAL_MS, T0)).toBe(true);
    expect(retryDue(0, T0 + FLUSH_INTERVAL_MS, T0)).toBe(false);
    expect(retryDue(2, T0 + FLUSH_INTERVAL_MS - 1, T0)).toBe(false);
  });

  it('announces a phase end only when it is noticed within two minutes', () => {
    expect(announcePhaseEnd(T0, T0 + 119_999)).toBe(true);
    expect(announcePhaseEnd(T0, T0 + 120_000)).toBe(false);
  });
});

describe('shared timer between tabs', () => {
  it('adopts only a state written later by another tab', () => {
    const storage = memoryStorage();
    const tabA = createSharedTimer(storage, 0);
    const tabB = createSharedTimer(storage, 0);
    tabA.save(running());
    expect(tabB.newer()?.session?.taskName).toBe('Essay');
    expect(tabB.newer()).toBeNull();
    tabB.save(createTimerState());
    expect(tabA.newer()?.mode).toBe('idle');
    expect(tabA.newer()).toBeNull();
  });

  it('writes above the newest revision it finds, even one it never read', () => {
    const storage = memoryStorage();
    createSharedTimer(storage, 0).save(running());
    const late = createSharedTimer(storage, 0);
    late.save(createTimerState());
    expect(JSON.parse(storage.data.values().next().value!).rev).toBe(2);
  });
});

describe("the person's own lengths", () => {
  const mine = { ...DEFAULT_TIMER_SETTINGS, workDuration: 50 };

  it('an idle timer shows them; a running session keeps its own', () => {
    const storage = memoryStorage();
    saveOwnSettings(storage, { settings: mine, changedAt: 1, synced: true });
    expect(withOwnSettings(storage, createTimerState()).settings.workDuration).toBe(50);
    const session = running();
    expect(withOwnSettings(storage, session)).toBe(session);
  });

  it('a browser from before the own-settings key keeps the lengths from its stored timer', () => {
    const storage = memoryStorage();
    keepLegacyOwnSettings(storage, { rev: 1, state: createTimerState({ settings: mine }) });
    expect(loadOwnSettings(storage)).toMatchObject({ settings: mine, synced: false });
  });
});

describe('timer publisher', () => {
  afterEach(() => {
    sessionStore.set(null);
    document.title = '';
  });

  it('shows the running session in the header slot and the tab title, then restores it', () => {
    document.title = 'Focus timer';
    const publish = createTimerPublisher({ slot: true, title: true });
    const state = running();
    publish(state, T0 + 1_500);
    expect(sessionStore.get()).toEqual({
      taskName: 'Essay',
      mode: 'work',
      timeLeft: 25 * 60 - 1,
      isRunning: true,
    });
    expect(document.title).toBe('24:59 · Focus Time — Quietdesk');
    publish(createTimerState(), T0 + 2_000);
    expect(sessionStore.get()).toBeNull();
    expect(document.title).toBe('Focus timer');
  });

  it('leaves both alone when told to', () => {
    document.title = 'Mine';
    createTimerPublisher({ slot: false, title: false })(running(), T0);
    expect(sessionStore.get()).toBeNull();
    expect(document.title).toBe('Mine');
  });
});
