import type { PhaseRecord } from '@quietdesk/core/timer/types';
import type { TimerSettings } from '@quietdesk/core/timer/settings';
import type { PhaseReport, PomodoroSession, SessionAction } from '@quietdesk/core/api/pomodoro';
import { ApiError } from '~/lib/api-client';
import {
  ID_MAP_KEY,
  OUTBOX_KEY,
  readJson,
  writeJson,
  type KeyValueStorage,
} from './timer-persistence';

/**
 * Server sync for the focus timer (spec §7/§8). The timer never waits for the network: every
 * PATCH goes through an outbox kept in localStorage and is sent in order, so a session run
 * offline (or while the server is down) reaches the server later, with the client's timestamps.
 *
 * Rules:
 * - create: 2xx → server id; network error or 5xx → console.warn, a local id, and a queued
 *   create that later maps the local id to the server's; other 4xx → thrown (the UI shows it).
 * - queued entries are sent one at a time, oldest first; a network error, 5xx or 429 stops the
 *   flush (retried on `online`, on the next action, every 60 s); any other 4xx cannot succeed by
 *   retrying, so the entry is dropped with a warning.
 */

export interface CreateBody {
  task_name: string;
  description: string;
  settings: TimerSettings;
  start_time: string;
}

export interface PatchBody {
  action: SessionAction;
  at: string;
  phase?: PhaseReport;
}

export type OutboxEntry =
  | { kind: 'create'; key: string; localId: string; body: CreateBody }
  | { kind: 'patch'; key: string; sessionId: string; body: PatchBody };

export interface FlushResult {
  key: string;
  entry: OutboxEntry;
  outcome: 'sent' | 'rejected' | 'deferred';
  /** HTTP status when the server answered. */
  status?: number;
}

export interface SyncDeps {
  fetch?: typeof fetch;
  storage: KeyValueStorage | null;
  randomId?: () => string;
  warn?: (...args: unknown[]) => void;
  /** Serialises flushes across tabs (Web Locks); defaults to navigator.locks when present. */
  withLock?: <T>(name: string, fn: () => Promise<T>) => Promise<T>;
}

export type CreateResult = { id: string; local: boolean };

export const iso = (epochMs: number) => new Date(epochMs).toISOString();

/** The core's phase record in the API's snake_case shape. */
export function toPhaseReport(record: PhaseRecord): PhaseReport {
  return {
    kind: record.kind,
    started_at: iso(record.startedAt),
    ended_at: iso(record.endedAt),
    planned_ms: Math.round(record.plannedMs),
    focused_ms: Math.round(Math.min(record.focusedMs, record.plannedMs)),
    outcome: record.outcome,
  };
}

function defaultLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(name, fn) as Promise<T>) : fn();
}

/** Retrying can help: the server is down or busy. */
const retryable = (status: number) => status >= 500 || status === 429 || status === 408;

export function createPomodoroSync(deps: SyncDeps) {
  const { storage } = deps;
  const doFetch = (input: string, init: RequestInit) =>
    (deps.fetch ?? globalThis.fetch)(input, init);
  const randomId = deps.randomId ?? (() => crypto.randomUUID());
  const warn = deps.warn ?? ((...args: unknown[]) => console.warn(...args));
  const withLock = deps.withLock ?? defaultLock;
  let inFlight: Promise<FlushResult[]> | null = null;

  const readOutbox = (): OutboxEntry[] => {
    const value = readJson(storage, OUTBOX_KEY);
    return Array.isArray(value) ? (value as OutboxEntry[]) : [];
  };
  const writeOutbox = (entries: OutboxEntry[]) => writeJson(storage, OUTBOX_KEY, entries);
  const readIds = (): Record<string, string> => {
    const value = readJson(storage, ID_MAP_KEY);
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  };

  function request(method: string, path: string, body: unknown) {
    return doFetch(`/api/pomodoro/sessions${path}`, {
      method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  }

  async function detailOf(response: Response): Promise<string | null> {
    try {
      const body = (await response.json()) as { detail?: unknown };
      return typeof body.detail === 'string' ? body.detail : null;
    } catch {
      return null;
    }
  }

  type NewEntry =
    | Omit<Extract<OutboxEntry, { kind: 'create' }>, 'key'>
    | Omit<Extract<OutboxEntry, { kind: 'patch' }>, 'key'>;
  function enqueue(entry: NewEntry): string {
    const key = randomId();
    writeOutbox([...readOutbox(), { ...entry, key }]);
    return key;
  }

  /** Removes one entry by key (re-reading, since another tab may have changed the queue). */
  function remove(keys: Set<string>) {
    writeOutbox(readOutbox().filter((e) => !keys.has(e.key)));
  }

  async function sendOne(entry: OutboxEntry): Promise<FlushResult> {
    try {
      if (entry.kind === 'create') {
        const response = await request('POST', '', entry.body);
        if (response.ok) {
          const session = (await response.json()) as PomodoroSession;
          writeJson(storage, ID_MAP_KEY, { ...readIds(), [entry.localId]: session.session_id });
          return { key: entry.key, entry, outcome: 'sent', status: response.status };
        }
        return {
          key: entry.key,
          entry,
          outcome: retryable(response.status) ? 'deferred' : 'rejected',
          status: response.status,
        };
      }
      const id = readIds()[entry.sessionId] ?? entry.sessionId;
      const response = await request('PATCH', `/${encodeURIComponent(id)}`, entry.body);
      if (!response.ok && !retryable(response.status)) {
        warn(
          `Pomodoro sync: ${entry.body.action} refused (${response.status})`,
          await detailOf(response),
        );
      }
      return {
        key: entry.key,
        entry,
        outcome: response.ok ? 'sent' : retryable(response.status) ? 'deferred' : 'rejected',
        status: response.status,
      };
    } catch {
      return { key: entry.key, entry, outcome: 'deferred' };
    }
  }

  async function flushNow(): Promise<FlushResult[]> {
    const results: FlushResult[] = [];
    const dropped = new Set<string>();
    for (;;) {
      const entry = readOutbox().find((e) => !dropped.has(e.key));
      if (!entry) break;
      const result = await sendOne(entry);
      results.push(result);
      if (result.outcome === 'deferred') break;
      const done = new Set([entry.key]);
      if (result.outcome === 'rejected' && entry.kind === 'create') {
        // The session can never exist on the server: its later actions are pointless.
        warn(`Pomodoro sync: session could not be created (${result.status})`);
        for (const e of readOutbox()) {
          if (e.kind === 'patch' && e.sessionId === entry.localId) done.add(e.key);
        }
      }
      for (const key of done) dropped.add(key);
      remove(done);
    }
    const deferred = results.find((r) => r.outcome === 'deferred');
    if (deferred) {
      warn(
        `Pomodoro sync: server unreachable${deferred.status ? ` (${deferred.status})` : ''}; ${readOutbox().length} change(s) kept for later`,
      );
    }
    return results;
  }

  return {
    /**
     * Creates the session on the server. Network failures and 5xx fall back to a local session
     * (spec §8) whose create is queued; a 4xx is thrown as ApiError for the UI.
     */
    async createSession(body: CreateBody): Promise<CreateResult> {
      try {
        const response = await request('POST', '', body);
        if (response.ok) {
          const session = (await response.json()) as PomodoroSession;
          return { id: session.session_id, local: false };
        }
        if (!retryable(response.status)) {
          throw new ApiError(response.status, await detailOf(response));
        }
        warn(`Pomodoro: server error ${response.status} on create; continuing locally`);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        warn('Pomodoro: server unreachable on create; continuing locally', error);
      }
      const localId = randomId();
      enqueue({ kind: 'create', localId, body });
      return { id: localId, local: true };
    },

    enqueuePatch(sessionId: string, body: PatchBody): string {
      return enqueue({ kind: 'patch', sessionId, body });
    },

    /** Sends queued entries in order; concurrent calls share one run. */
    flush(): Promise<FlushResult[]> {
      if (readOutbox().length === 0) return Promise.resolve([]);
      inFlight ??= withLock('quietdesk-pomodoro-outbox', flushNow).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },

    pending(): number {
      return readOutbox().length;
    },

    /** The server's id for a session that was created locally, once known. */
    serverId(id: string): string {
      return readIds()[id] ?? id;
    },
  };
}

export type PomodoroSync = ReturnType<typeof createPomodoroSync>;
