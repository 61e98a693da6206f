import type { PhaseRecord } from '@quietdesk/core/timer/types';
import type { TimerSettings } from '@quietdesk/core/timer/settings';
import type {
  PhaseReport,
  PlanTaskLink,
  PomodoroSession,
  SessionAction,
} from '@quietdesk/core/api/pomodoro';
import { ApiError, apiFetch } from '~/lib/api-client';
import { ID_MAP_KEY, OUTBOX_KEY, readJson, writeJson } from './timer-persistence';
import type { KeyValueStorage } from '~/lib/storage';

/**
 * Server sync for the focus timer (docs/product.md §7/§8). The timer never waits for the network: every
 * PATCH goes through an outbox kept in localStorage and is sent in order, so a session run
 * offline (or while the server is down) reaches the server later, with the client's timestamps.
 *
 * The device's clock may be wrong (months behind, hand-set): every request carries `sent_at`,
 * the device's clock when it was sent, and the server shifts the request's times by the
 * difference to its own clock (docs/decisions/018-timer-device-clock-sounds-mix-cjk-words.md).
 *
 * Rules:
 * - create: 2xx → server id; network error or 5xx → console.warn, a local id, and a queued
 *   create that later maps the local id to the server's; other 4xx → thrown (the UI shows it).
 * - queued entries are sent one at a time, oldest first; a network error, 5xx or 429 stops the
 *   flush (retried on `online`, on the next action, every 60 s); any other 4xx cannot succeed by
 *   retrying, so the entry is dropped with a warning.
 */

interface CreateBody {
  task_name: string;
  description: string;
  settings: TimerSettings;
  start_time: string;
  plan_task?: PlanTaskLink;
  deck_id?: string;
}

interface PatchBody {
  action: SessionAction;
  at: string;
  phase?: PhaseReport;
}

type OutboxEntry =
  | { kind: 'create'; key: string; localId: string; body: CreateBody }
  | {
      kind: 'patch';
      key: string;
      sessionId: string;
      body: PatchBody;
      /** Not sent before this device time (a Stop that may still be undone). */
      holdUntil?: number;
    };

interface FlushResult {
  key: string;
  entry: OutboxEntry;
  outcome: 'sent' | 'rejected' | 'deferred';
  /** HTTP status when the server answered. */
  status?: number;
}

interface SyncDeps {
  fetch?: typeof fetch;
  /** The device clock, read when a request is sent. */
  now?: () => number;
  storage: KeyValueStorage | null;
  randomId?: () => string;
  warn?: (...args: unknown[]) => void;
  /** Serialises flushes across tabs (Web Locks); defaults to navigator.locks when present. */
  withLock?: <T>(name: string, fn: () => Promise<T>) => Promise<T>;
}

type CreateResult = { id: string; local: boolean };

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
  const now = deps.now ?? (() => Date.now());
  const randomId = deps.randomId ?? (() => crypto.randomUUID());
  const warn = deps.warn ?? ((...args: unknown[]) => console.warn(...args));
  const withLock = deps.withLock ?? defaultLock;
  let inFlight: Promise<FlushResult[]> | null = null;
  let flushAgain = false;
  /** Bumped by `forget`: a flush begun before must not write its results into the new queue. */
  let epoch = 0;

  const readOutbox = (): OutboxEntry[] => {
    const value = readJson(storage, OUTBOX_KEY);
    return Array.isArray(value) ? (value as OutboxEntry[]) : [];
  };
  const writeOutbox = (entries: OutboxEntry[]) => writeJson(storage, OUTBOX_KEY, entries);
  const readIds = (): Record<string, string> => {
    const value = readJson(storage, ID_MAP_KEY);
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  };

  /** One call through the API client; `sent_at` is stamped at the moment of sending. */
  function request<T>(method: 'POST' | 'PATCH', path: string, body: object): Promise<T> {
    return apiFetch<T>(`/pomodoro/sessions${path}`, {
      method,
      body: { ...body, sent_at: iso(now()) },
      credentials: 'same-origin',
      fetch: deps.fetch,
    });
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

  /** The outcome of a failed call: the server answered (status) or could not be reached. */
  function failure(error: unknown): { outcome: 'rejected' | 'deferred'; status?: number } {
    if (error instanceof ApiError) {
      return { outcome: retryable(error.status) ? 'deferred' : 'rejected', status: error.status };
    }
    return { outcome: 'deferred' }; // Network failure or time limit: try again later.
  }

  async function sendOne(entry: OutboxEntry, mine: number): Promise<FlushResult> {
    try {
      if (entry.kind === 'create') {
        const session = await request<PomodoroSession>('POST', '', entry.body);
        if (epoch === mine) {
          writeJson(storage, ID_MAP_KEY, { ...readIds(), [entry.localId]: session.session_id });
        }
        return { key: entry.key, entry, outcome: 'sent', status: 201 };
      }
      const id = readIds()[entry.sessionId] ?? entry.sessionId;
      await request('PATCH', `/${encodeURIComponent(id)}`, entry.body);
      return { key: entry.key, entry, outcome: 'sent', status: 200 };
    } catch (error) {
      const result = failure(error);
      if (result.outcome === 'rejected' && entry.kind === 'patch') {
        warn(
          `Pomodoro sync: ${entry.body.action} refused (${result.status})`,
          error instanceof ApiError ? error.detail : null,
        );
      }
      return { key: entry.key, entry, ...result };
    }
  }

  async function flushNow(): Promise<FlushResult[]> {
    const results: FlushResult[] = [];
    const dropped = new Set<string>();
    const mine = epoch;
    for (;;) {
      const entry = readOutbox().find((e) => !dropped.has(e.key));
      // A held entry (an undoable Stop) waits, and everything after it keeps its order.
      if (!entry || (entry.kind === 'patch' && (entry.holdUntil ?? 0) > now())) break;
      const result = await sendOne(entry, mine);
      // The queue was forgotten while this request was out: leave the (cleared) storage alone.
      if (epoch !== mine) break;
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
     * (docs/product.md §8) whose create is queued; a 4xx is thrown as ApiError for the UI.
     */
    async createSession(body: CreateBody): Promise<CreateResult> {
      const mine = epoch;
      try {
        const session = await request<PomodoroSession>('POST', '', body);
        return { id: session.session_id, local: false };
      } catch (error) {
        if (error instanceof ApiError && !retryable(error.status)) throw error;
        warn('Pomodoro: server unreachable or failing on create; continuing locally', error);
      }
      const localId = randomId();
      if (epoch === mine) enqueue({ kind: 'create', localId, body });
      return { id: localId, local: true };
    },

    enqueuePatch(sessionId: string, body: PatchBody, holdUntil?: number): string {
      return enqueue({ kind: 'patch', sessionId, body, ...(holdUntil ? { holdUntil } : {}) });
    },

    /** Takes entries back out of the queue (an undone Stop); true when all were still there. */
    withdraw(keys: readonly string[]): boolean {
      const wanted = new Set(keys);
      const before = readOutbox();
      const kept = before.filter((e) => !wanted.has(e.key));
      writeOutbox(kept);
      return before.length - kept.length === wanted.size;
    },

    /** Releases held entries so the next flush sends them. */
    release(keys: readonly string[]): void {
      const wanted = new Set(keys);
      writeOutbox(
        readOutbox().map((e) =>
          e.kind === 'patch' && wanted.has(e.key) ? { ...e, holdUntil: undefined } : e,
        ),
      );
    },

    /**
     * Sends queued entries in order; concurrent calls share one run. A call that arrives while a
     * run is finishing makes it go round once more, so an entry queued at that moment is not left
     * waiting for the next periodic retry (unless the server was just found unreachable).
     */
    flush(): Promise<FlushResult[]> {
      if (readOutbox().length === 0) return Promise.resolve([]);
      if (inFlight) {
        flushAgain = true;
        return inFlight;
      }
      const run = async (): Promise<FlushResult[]> => {
        const results: FlushResult[] = [];
        do {
          flushAgain = false;
          const pass = await withLock('quietdesk-pomodoro-outbox', flushNow);
          results.push(...pass);
          if (pass.some((r) => r.outcome === 'deferred')) break;
        } while (flushAgain && readOutbox().length > 0);
        return results;
      };
      inFlight = run().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },

    pending(): number {
      return readOutbox().length;
    },

    /**
     * The person signed out: whatever is in flight must not write back into storage that has been
     * cleared (the queue and id map themselves are removed with the other personal keys).
     */
    forget(): void {
      epoch += 1;
      flushAgain = false;
    },

    /** The server's id for a session that was created locally, once known. */
    serverId(id: string): string {
      return readIds()[id] ?? id;
    },
  };
}

export type PomodoroSync = ReturnType<typeof createPomodoroSync>;
