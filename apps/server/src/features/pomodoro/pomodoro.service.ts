import {
  CLOCK_SKEW_MS,
  type CreateSessionBody,
  type PhaseReport,
  type PomodoroSession,
  type PomodoroStats,
  type SessionAction,
  type StatsQuery,
  type UpdateSessionBody,
} from '@quietdesk/core/api/pomodoro';
import {
  availableActions,
  resume,
  skip,
  start,
  stop,
  type TimerAction,
} from '@quietdesk/core/timer/machine';
import { DEFAULT_TIMER_SETTINGS } from '@quietdesk/core/timer/settings';
import {
  currentStreak,
  dailyTotals,
  dayKeyForTimeZone,
  todayTotals,
} from '@quietdesk/core/timer/stats';
import type { PhaseRecord, TimerState } from '@quietdesk/core/timer/types';
import type { Clock } from '../../clock.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { ownedOr404 } from '../../http/owned-or-404.ts';
import { clamp, deviceOffsetMs, shiftPhase } from './pomodoro.device-clock.ts';
import type { PomodoroRepository, SessionChanges, SessionRow } from './pomodoro.repository.ts';
import {
  changesFromTimerState,
  frozenTimerState,
  liveTimerState,
  toSessionResponse,
} from './pomodoro.state.ts';
import { UUID } from '@quietdesk/core/uuid';

const DAY_MS = 24 * 60 * 60_000;
/** How far back a session started offline may be dated. */
const MAX_BACKDATE_MS = 7 * DAY_MS;
/**
 * A skip reported without a phase, arriving when the phase's time has (nearly) run out, is the
 * spec's client reporting a natural end: record it as completed. Covers request latency.
 */
const NATURAL_END_TOLERANCE_MS = 5_000;
const SESSION_NOT_FOUND = 'Pomodoro session not found.';

const REFUSALS: Record<TimerAction, (row: SessionRow) => string> = {
  start: () => 'The session has already started.',
  pause: (row) =>
    row.status === 'paused' ? 'The session is already paused.' : 'The session has not started yet.',
  resume: (row) =>
    row.status === 'running'
      ? 'The session is already running.'
      : 'The session has not started yet.',
  skip: () => 'The session has not started yet; start it before skipping a phase.',
  stop: () => 'The session cannot be stopped.',
};

function parseInstant(iso: string): number {
  return new Date(iso).getTime();
}

function checkPhaseOutcome(action: SessionAction, phase: PhaseReport) {
  if (action !== 'skip' && action !== 'stop') {
    throw unprocessable('A phase can only be reported with the skip or stop action.');
  }
  const allowed = action === 'skip' ? ['completed', 'skipped'] : ['stopped'];
  if (!allowed.includes(phase.outcome)) {
    throw unprocessable(
      `A phase closed by ${action} must have the outcome ${allowed.join(' or ')}, not ${phase.outcome}.`,
    );
  }
}

function checkPhase(row: SessionRow, action: SessionAction, phase: PhaseReport, now: number) {
  checkPhaseOutcome(action, phase);
  if (parseInstant(phase.ended_at) > now + CLOCK_SKEW_MS) {
    throw unprocessable('The phase ended_at is in the future.');
  }
  if (parseInstant(phase.started_at) < row.startedAt.getTime() - CLOCK_SKEW_MS) {
    throw unprocessable('The phase started_at is before the session started.');
  }
}

function reportedRecord(sessionId: string, phase: PhaseReport): PhaseRecord {
  return {
    sessionId,
    kind: phase.kind,
    outcome: phase.outcome,
    startedAt: parseInstant(phase.started_at),
    endedAt: parseInstant(phase.ended_at),
    plannedMs: phase.planned_ms,
    focusedMs: phase.focused_ms,
  };
}

/** The outcome of an action at `at`: the row's new columns and the phase it closed, if any. */
function transition(
  row: SessionRow,
  action: SessionAction,
  at: number,
): { changes: SessionChanges; closed?: PhaseRecord } {
  const frozen = frozenTimerState(row, at);
  const ended = (state: TimerState) => changesFromTimerState(state, at);
  switch (action) {
    case 'start': {
      const result = start(
        frozen,
        { session: { id: row.id, taskName: row.taskName, startedAt: row.startedAt.getTime() } },
        at,
      );
      if (!result.ok) throw conflict(REFUSALS.start(row));
      return { changes: { ...ended(result.state), phaseNumber: 1 } };
    }
    case 'pause':
      return { changes: ended(frozen) };
    case 'resume': {
      const result = resume(frozen, at);
      if (!result.ok) throw conflict(REFUSALS.resume(row));
      return { changes: ended(result.state) };
    }
    case 'skip': {
      const result = skip(frozen, at);
      const event = result.events.flatMap((e) => (e.type === 'phase-ended' ? [e] : [])).at(-1);
      if (!result.ok || !event) throw conflict(REFUSALS.skip(row));
      const record = { ...event.record };
      if (record.focusedMs >= record.plannedMs - NATURAL_END_TOLERANCE_MS) {
        record.outcome = 'completed';
        record.focusedMs = record.plannedMs;
      }
      return {
        changes: { ...ended(result.state), phaseNumber: row.phaseNumber + 1 },
        closed: record,
      };
    }
    case 'stop': {
      const result = stop(frozen, at);
      const event = result.events.flatMap((e) => (e.type === 'session-stopped' ? [e] : []))[0];
      return {
        changes: { status: 'stopped', stoppedAt: new Date(at), runningSince: null },
        ...(result.ok && event ? { closed: event.record } : {}),
      };
    }
  }
}

export function createPomodoroService(repository: PomodoroRepository, clock: Clock) {
  const now = () => clock().getTime();

  const ownSession = (ownerId: string | undefined, id: string): Promise<SessionRow> =>
    ownedOr404(ownerId, id, repository.findSession, SESSION_NOT_FOUND);

  /** A new session of the owner's, linked to their plan task or deck (their rows only). */
  const insert = (
    ownerId: string,
    body: CreateSessionBody,
    startedAt: number,
    current: number,
  ): Promise<PomodoroSession> =>
    repository.ownerWrites(ownerId, () => insertOwned(ownerId, body, startedAt, current));

  async function insertOwned(
    ownerId: string,
    body: CreateSessionBody,
    startedAt: number,
    current: number,
  ): Promise<PomodoroSession> {
    const link = body.plan_task;
    const deckId = body.deck_id;
    const values = {
      ownerId,
      taskName: body.task_name,
      description: body.description,
      settings: body.settings ?? { ...DEFAULT_TIMER_SETTINGS },
      status: 'created' as const,
      currentPhase: 'work' as const,
      phaseNumber: 1,
      completedPomodoros: 0,
      startedAt: new Date(startedAt),
      updatedAt: new Date(current),
    };
    if (!link && !deckId) {
      return {
        ...toSessionResponse(await repository.insertSession(values), current),
        plan_task: null,
        deck_id: null,
      };
    }
    // The plan and the deck are read FOR SHARE in the same transaction: neither can be deleted
    // between the check and the link (the link's foreign key would fail with a 500).
    return repository.transaction(async (tx) => {
      if (link) {
        const taskCount = await tx.countPlanTasks(ownerId, link.plan_id);
        if (taskCount === undefined) throw notFound('Plan not found.');
        if (link.task_index >= taskCount) {
          throw unprocessable(`That plan has ${taskCount} tasks; task_index must be below it.`);
        }
      }
      if (deckId && !(await tx.ownsDeck(ownerId, deckId))) throw notFound('Deck not found.');
      const row = await tx.insertSession(values);
      if (link) {
        await tx.linkTask({
          sessionId: row.id,
          ownerId,
          planId: link.plan_id,
          taskIndex: link.task_index,
        });
      }
      if (deckId) await tx.linkDeck({ sessionId: row.id, ownerId, deckId });
      return {
        ...toSessionResponse(row, current),
        plan_task: link ?? null,
        deck_id: deckId ?? null,
      };
    });
  }

  return {
    async create(ownerId: string, body: CreateSessionBody): Promise<PomodoroSession> {
      const current = now();
      if (body.sent_at !== undefined) {
        // A device that says what its clock read: shift its start into server time and clamp.
        const shifted =
          (body.start_time ? parseInstant(body.start_time) : current) +
          deviceOffsetMs(body.sent_at, current);
        return insert(ownerId, body, clamp(shifted, current - MAX_BACKDATE_MS, current), current);
      }
      const requestedStart = body.start_time ? parseInstant(body.start_time) : current;
      if (requestedStart > current + CLOCK_SKEW_MS) {
        throw unprocessable('start_time is in the future.');
      }
      // A session cannot start later than now: a client clock that runs a little fast is clamped.
      const startedAt = Math.min(requestedStart, current);
      if (startedAt < current - MAX_BACKDATE_MS) {
        throw unprocessable('start_time is more than 7 days in the past.');
      }
      return insert(ownerId, body, startedAt, current);
    },

    async get(ownerId: string | undefined, id: string): Promise<PomodoroSession> {
      const row = await ownSession(ownerId, id);
      const [link, review] = await Promise.all([
        repository.findTaskLink(row.id),
        repository.findDeckLink(row),
      ]);
      return {
        ...toSessionResponse(row, now()),
        plan_task: link ? { plan_id: link.planId, task_index: link.taskIndex } : null,
        deck_id: review?.deckId ?? null,
        ...(review ? { cards_reviewed: review.cards } : {}),
      };
    },

    async active(ownerId: string | undefined): Promise<PomodoroSession> {
      const row = ownerId ? await repository.findActiveSession(ownerId) : undefined;
      if (!row) throw notFound('No active session.');
      return toSessionResponse(row, now());
    },

    async update(ownerId: string, id: string, body: UpdateSessionBody): Promise<PomodoroSession> {
      if (!UUID.test(id)) throw notFound(SESSION_NOT_FOUND);
      const current = now();
      // The owner's session and phases only (the lookup is by owner and id).
      return repository.ownerWrites(ownerId, () =>
        repository.transaction(async (tx) => {
          const row = await tx.findSession(ownerId, id, { forUpdate: true });
          if (!row) throw notFound(SESSION_NOT_FOUND);
          if (row.status === 'stopped') {
            throw conflict('This session has been stopped and cannot change; start a new session.');
          }
          const sessionStart = row.startedAt.getTime();
          let at: number;
          let phaseReport = body.phase;
          if (body.sent_at !== undefined) {
            // Device times shifted into server time; the impossible is clamped, not refused.
            const offset = deviceOffsetMs(body.sent_at, current);
            const bounds = {
              min: sessionStart,
              max: current,
              phaseStart: row.phaseStartedAt?.getTime(),
            };
            if (phaseReport) {
              checkPhaseOutcome(body.action, phaseReport);
              phaseReport = shiftPhase(phaseReport, offset, bounds);
            }
            const requested = body.at ?? body.phase?.ended_at;
            at = requested
              ? clamp(parseInstant(requested) + offset, sessionStart, current)
              : current;
          } else {
            if (phaseReport) checkPhase(row, body.action, phaseReport, current);
            const requested = body.at ?? body.phase?.ended_at;
            at = requested ? parseInstant(requested) : current;
            if (at > current + CLOCK_SKEW_MS)
              throw unprocessable('The action time "at" is in the future.');
            if (at < sessionStart - CLOCK_SKEW_MS) {
              throw unprocessable('The action time "at" is before the session started.');
            }
            // Within the tolerated skew, the server's clock and the session's start are the bounds.
            at = clamp(at, sessionStart, current);
          }

          const allowed =
            availableActions(liveTimerState(row, at))[body.action] ||
            (body.action === 'stop' && row.status === 'created');
          if (!allowed) throw conflict(REFUSALS[body.action](row));

          if (phaseReport) {
            const stored = await tx.insertPhase(ownerId, reportedRecord(row.id, phaseReport));
            // The same phase again: a retry after a lost answer. It changed things the first time.
            if (!stored) return toSessionResponse(row, current);
            if (phaseReport.kind !== row.currentPhase) {
              throw conflict(
                `The reported phase is ${phaseReport.kind}, but the session is in ${row.currentPhase}; reload the session.`,
              );
            }
          }
          const { changes, closed } = transition(row, body.action, at);
          if (closed && !phaseReport) await tx.insertPhase(ownerId, closed);
          const updated = await tx.updateSession(ownerId, row.id, {
            ...changes,
            updatedAt: new Date(current),
          });
          return toSessionResponse(updated, current);
        }),
      );
    },

    async stats(ownerId: string | undefined, query: StatsQuery): Promise<PomodoroStats> {
      const current = now();
      const dayKey = dayKeyForTimeZone(query.tz);
      // One extra day covers any zone's offset from UTC (at most 14 hours).
      const since = new Date(current - (query.days + 1) * DAY_MS);
      const records = ownerId ? await repository.listWorkPhasesForStats(ownerId, since) : [];
      const today = todayTotals(records, current, dayKey);
      return {
        today: { focus_minutes: today.focusMinutes, completed_pomodoros: today.completedPomodoros },
        days: dailyTotals(records, current, query.days, dayKey).map((day) => ({
          day: day.day,
          focus_minutes: day.focusMinutes,
          completed_pomodoros: day.completedPomodoros,
        })),
        streak_days: currentStreak(records, current, dayKey),
      };
    },
  };
}

export type PomodoroService = ReturnType<typeof createPomodoroService>;
