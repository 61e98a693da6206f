import { createTimerState } from '@quietdesk/core/timer/machine';
import { normalizeTimerSettings, type TimerSettings } from '@quietdesk/core/timer/settings';
import type { PhaseRecord, TimerState } from '@quietdesk/core/timer/types';
import { PERSONAL_KEYS, type KeyValueStorage } from '~/lib/storage';

/**
 * What the focus timer keeps in localStorage: the core TimerState (timestamps, so a reload or
 * another tab resumes exactly), the local phase log for offline statistics, and the sync outbox.
 * Every read tolerates garbage: a corrupt value means "nothing stored", never a crash.
 */

// The keys are personal data, listed with the others that sign-out clears (lib/storage.ts).
export const TIMER_KEY = PERSONAL_KEYS.pomodoroTimer;
const OWN_SETTINGS_KEY = PERSONAL_KEYS.pomodoroSettings;
export const RECORDS_KEY = PERSONAL_KEYS.pomodoroRecords;
export const OUTBOX_KEY = PERSONAL_KEYS.pomodoroOutbox;
export const ID_MAP_KEY = PERSONAL_KEYS.pomodoroIds;

/** Local phase log: enough for the 30-day chart and a streak, bounded so storage never fills. */
const RECORD_MAX_AGE_MS = 400 * 24 * 60 * 60_000;
const RECORD_MAX_COUNT = 5_000;

export interface StoredTimer {
  /** Bumped on every change; lets a tab tell a newer state written by another tab. */
  rev: number;
  state: TimerState;
}

export function readJson(storage: KeyValueStorage | null, key: string): unknown {
  if (!storage) return null;
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeJson(storage: KeyValueStorage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or disabled storage: the timer still runs in memory.
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const MODES = ['idle', 'work', 'break', 'long_break'] as const;

/** Rebuilds a TimerState from stored JSON, or null when it is not one. */
function parseTimerState(value: unknown): TimerState | null {
  if (!isObject(value)) return null;
  const mode = MODES.find((m) => m === value.mode);
  const remainingMs = num(value.remainingMs);
  if (!mode || remainingMs === null) return null;
  const base = createTimerState({
    settings: normalizeTimerSettings(value.settings),
    completedSessions: Math.max(0, num(value.completedSessions) ?? 0),
  });
  if (mode === 'idle') return base;
  const s = value.session;
  if (!isObject(s) || typeof s.id !== 'string' || typeof s.taskName !== 'string') return null;
  const isRunning = value.isRunning === true && num(value.phaseEndsAt) !== null;
  return {
    ...base,
    mode,
    isRunning,
    phaseEndsAt: isRunning ? num(value.phaseEndsAt) : null,
    remainingMs,
    phaseStartedAt: num(value.phaseStartedAt),
    pomodorosInCycle: Math.max(0, num(value.pomodorosInCycle) ?? 0),
    completedPomodoros: Math.max(0, num(value.completedPomodoros) ?? 0),
    session: {
      id: s.id,
      taskName: s.taskName,
      description: typeof s.description === 'string' ? s.description : '',
      startedAt: num(s.startedAt) ?? 0,
    },
  };
}

export function loadTimer(storage: KeyValueStorage | null): StoredTimer | null {
  const value = readJson(storage, TIMER_KEY);
  if (!isObject(value)) return null;
  const state = parseTimerState(value.state);
  return state ? { rev: num(value.rev) ?? 0, state } : null;
}

export function saveTimer(storage: KeyValueStorage | null, stored: StoredTimer): void {
  writeJson(storage, TIMER_KEY, stored);
}

/**
 * The stored timer as tabs share it: each write carries a revision one above the newest seen,
 * so a tab adopts a state another tab wrote later and never one it has already passed.
 */
export function createSharedTimer(storage: KeyValueStorage | null, rev: number) {
  return {
    /** A state another tab wrote since, or null. */
    newer(): TimerState | null {
      const latest = loadTimer(storage);
      if (!latest || latest.rev <= rev) return null;
      rev = latest.rev;
      return latest.state;
    },
    save(state: TimerState): void {
      const latest = loadTimer(storage);
      rev = Math.max(rev, latest?.rev ?? 0) + 1;
      saveTimer(storage, { rev, state });
    },
    /** The person's data was cleared: counting starts over. */
    reset(): void {
      rev = 0;
    },
  };
}

/**
 * The person's own settings, kept apart from the session state: a session that cannot be read
 * back (an older build's, a half-written one) must not take the lengths they chose with it.
 * `changedAt` is the device time of the last change in the controls; `synced` says whether the
 * account has it yet.
 */
interface OwnSettings {
  settings: TimerSettings;
  changedAt: number;
  synced: boolean;
}

export function loadOwnSettings(storage: KeyValueStorage | null): OwnSettings | null {
  const value = readJson(storage, OWN_SETTINGS_KEY);
  if (!isObject(value) || !isObject(value.settings)) return null;
  return {
    settings: normalizeTimerSettings(value.settings),
    changedAt: num(value.changedAt) ?? 0,
    synced: value.synced === true,
  };
}

export function saveOwnSettings(storage: KeyValueStorage | null, own: OwnSettings): void {
  writeJson(storage, OWN_SETTINGS_KEY, own);
}

function isRecord(v: unknown): v is PhaseRecord {
  return (
    isObject(v) &&
    typeof v.sessionId === 'string' &&
    (v.kind === 'work' || v.kind === 'break' || v.kind === 'long_break') &&
    num(v.startedAt) !== null &&
    num(v.endedAt) !== null &&
    num(v.focusedMs) !== null
  );
}

export function loadRecords(storage: KeyValueStorage | null): PhaseRecord[] {
  const value = readJson(storage, RECORDS_KEY);
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

export function appendRecords(
  storage: KeyValueStorage | null,
  records: readonly PhaseRecord[],
  now: number,
): void {
  if (records.length === 0) return;
  const kept = [...loadRecords(storage), ...records].filter(
    (r) => now - r.endedAt < RECORD_MAX_AGE_MS,
  );
  writeJson(storage, RECORDS_KEY, kept.slice(-RECORD_MAX_COUNT));
}

/** Drops records from the local log (an undone Stop takes its record back). */
export function removeRecords(
  storage: KeyValueStorage | null,
  matches: (record: PhaseRecord) => boolean,
): void {
  const records = loadRecords(storage);
  const kept = records.filter((r) => !matches(r));
  if (kept.length !== records.length) writeJson(storage, RECORDS_KEY, kept);
}
