import {
  DEFAULT_STUDY_HOURS_PER_DAY,
  SECONDS_PER_REVIEW,
  type ExamCountdown,
  type PlanProgress,
  type ReplanRequest,
  type ReplanResponse,
  type StudyGoal,
  type Today,
  type TodayQuery,
  type TodayTask,
} from '@quietdesk/core/api/study';
import { DEFAULT_DAILY_GOAL_MINUTES } from '@quietdesk/core/study/goal';
import type { DueForecast, StudyHeatmap } from '@quietdesk/core/api/study-progress';
import { addDays, dayIn, daysBetween } from '@quietdesk/core/planner/calendar';
import { FORECAST_DAYS, dueForecast } from '@quietdesk/core/study/forecast';
import { heatmapStart, studyDays } from '@quietdesk/core/study/heatmap';
import { totalsByDay } from '@quietdesk/core/study/progress-buckets';
import type { SavedPlanTask } from '@quietdesk/core/api/planner';
import { planDeadline, replan } from '@quietdesk/core/planner/replan';
import { taskMinutes } from '@quietdesk/core/planner/task-minutes';
import type { Clock } from '../../clock.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import {
  toPlan,
  type StudyRepository,
  type TaskActual,
  type TaskCards,
} from './study.repository.ts';
import { UUID } from '@quietdesk/core/uuid';

const DAY_MS = 86_400_000;
const PLAN_NOT_FOUND = 'Plan not found.';
const minutes = (ms: number) => Math.floor(ms / 60_000);
const actualKey = (planId: string, index: number) => `${planId}/${index}`;

function focusMinutesToday(
  phases: { endedAt: Date; focusedMs: number }[],
  day: string,
  tz: string,
) {
  let ms = 0;
  for (const phase of phases) if (dayIn(phase.endedAt, tz) === day) ms += phase.focusedMs;
  return minutes(ms);
}

interface TaskSpent {
  planId: string;
  taskIndex: number;
  focusedMs: number;
  pomodoros: number;
  cards: number;
}

/** Focus time and Review cards per task, a task with either one entry. */
function spentByTask(actuals: TaskActual[], cards: TaskCards[]): Map<string, TaskSpent> {
  const byTask = new Map<string, TaskSpent>();
  const entry = (planId: string, taskIndex: number) => {
    const key = actualKey(planId, taskIndex);
    let spent = byTask.get(key);
    if (!spent) {
      spent = { planId, taskIndex, focusedMs: 0, pomodoros: 0, cards: 0 };
      byTask.set(key, spent);
    }
    return spent;
  };
  for (const row of actuals) Object.assign(entry(row.planId, row.taskIndex), row);
  for (const row of cards) entry(row.planId, row.taskIndex).cards = row.cards;
  return byTask;
}

/**
 * The re-planned dates, with the plan's last day kept: the undone task that held the old deadline
 * (the exam day's light buffer, or the mock exam) stays on the deadline, so packing the work
 * early never pulls the exam date, and with it the countdown, forward.
 */
function keepDeadline(
  tasks: readonly SavedPlanTask[],
  dueDates: (string | undefined)[],
  oldDeadline: string | undefined,
  deadline: string,
): (string | undefined)[] {
  const dates = [...dueDates];
  for (let i = tasks.length - 1; i >= 0; i -= 1) {
    if (tasks[i]!.due_date !== oldDeadline) continue;
    if (!tasks[i]!.done && dates[i] !== undefined) dates[i] = deadline;
    break;
  }
  return dates;
}

function withDueDate(task: SavedPlanTask, dueDate: string | undefined): SavedPlanTask {
  const { due_date: _old, ...rest } = task;
  return dueDate === undefined ? rest : { ...rest, due_date: dueDate };
}

// Today is computed from the server's clock in the person's zone: a device whose clock is wrong
// sees the same day and totals its sessions were recorded with (their times are shifted into
// server time when stored, features/pomodoro/pomodoro.device-clock.ts).
export function createStudyService(repository: StudyRepository, clock: Clock) {
  return {
    async today(ownerId: string | undefined, query: TodayQuery): Promise<Today> {
      const now = clock();
      const day = dayIn(now, query.tz);
      if (!ownerId) {
        return {
          day,
          tasks: [],
          decks: [],
          focus: { minutes: 0, goal_minutes: DEFAULT_DAILY_GOAL_MINUTES, cards_reviewed: 0 },
          exams: [],
        };
      }
      // One extra day back covers any zone's offset from UTC.
      const since = new Date(now.getTime() - 2 * DAY_MS);
      const [plans, actuals, decks, phases, goal, cards, reviews] = await Promise.all([
        repository.listPlans(ownerId),
        repository.taskActuals(ownerId),
        repository.decksDue(ownerId, now),
        repository.workPhasesSince(ownerId, since),
        repository.dailyGoal(ownerId),
        repository.taskCards(ownerId),
        repository.reviewBuckets(ownerId, since),
      ]);
      const byTask = spentByTask(actuals, cards);

      const tasks: TodayTask[] = [];
      const exams: ExamCountdown[] = [];
      for (const plan of plans) {
        plan.tasks.forEach((task, index) => {
          if (task.done || !task.due_date || task.due_date > day) return;
          const actual = byTask.get(actualKey(plan.id, index));
          tasks.push({
            plan_id: plan.id,
            plan_goal: plan.goal,
            task_index: index,
            title: task.title,
            priority: task.priority,
            due_date: task.due_date,
            overdue: task.due_date < day,
            estimated_minutes: taskMinutes(task.estimated_duration, DEFAULT_STUDY_HOURS_PER_DAY),
            actual_minutes: minutes(actual?.focusedMs ?? 0),
            pomodoros: actual?.pomodoros ?? 0,
            cards_reviewed: actual?.cards ?? 0,
          });
        });
        // The plan's exam day when it has one, else its last scheduled day.
        const date = plan.examDate ?? planDeadline(plan.tasks);
        const open = plan.tasks.some((task) => !task.done);
        if (date && open && date >= day) {
          exams.push({
            kind: 'plan',
            id: plan.id,
            title: plan.goal,
            date,
            days_left: daysBetween(day, date),
          });
        }
      }
      for (const deck of decks) {
        if (deck.examDate && deck.examDate >= day) {
          exams.push({
            kind: 'deck',
            id: deck.id,
            title: deck.title,
            date: deck.examDate,
            days_left: daysBetween(day, deck.examDate),
          });
        }
      }
      tasks.sort((a, b) => a.due_date.localeCompare(b.due_date));
      exams.sort((a, b) => a.date.localeCompare(b.date));

      return {
        day,
        tasks,
        decks: decks
          .filter((deck) => deck.dueCount > 0)
          .map((deck) => ({
            deck_id: deck.id,
            title: deck.title,
            due_count: deck.dueCount,
            expected_minutes: Math.ceil((deck.dueCount * SECONDS_PER_REVIEW) / 60),
            exam_date: deck.examDate,
          })),
        focus: {
          minutes: focusMinutesToday(phases, day, query.tz),
          goal_minutes: goal ?? DEFAULT_DAILY_GOAL_MINUTES,
          // The heatmap's count for today: a Review session's cards are in it once.
          cards_reviewed: totalsByDay(reviews, query.tz).get(day) ?? 0,
        },
        exams,
      };
    },

    async planProgress(
      ownerId: string | undefined,
      planId: string,
      query: TodayQuery,
    ): Promise<PlanProgress> {
      if (!ownerId || !UUID.test(planId) || !(await repository.ownsPlan(ownerId, planId))) {
        throw notFound(PLAN_NOT_FOUND);
      }
      const now = clock();
      const day = dayIn(now, query.tz);
      const [actuals, phases, cards] = await Promise.all([
        repository.planActuals(ownerId, planId),
        repository.workPhasesSince(ownerId, new Date(now.getTime() - 2 * DAY_MS)),
        repository.planCards(ownerId, planId),
      ]);
      return {
        plan_id: planId,
        day,
        tasks: [...spentByTask(actuals, cards).values()]
          .map((row) => ({
            task_index: row.taskIndex,
            actual_minutes: minutes(row.focusedMs),
            pomodoros: row.pomodoros,
            cards_reviewed: row.cards,
          }))
          .sort((a, b) => a.task_index - b.task_index),
        minutes_today: focusMinutesToday(phases, day, query.tz),
      };
    },

    /**
     * Lays the plan's undone work again from today (core's replan), counting the focus time
     * already spent on each task. Saved only when it fits; the plan is locked while it is read and
     * written, and a stale expected_updated_at (another tab saved or re-planned) answers 409.
     */
    async replan(ownerId: string, planId: string, body: ReplanRequest): Promise<ReplanResponse> {
      if (!UUID.test(planId)) throw notFound(PLAN_NOT_FOUND);
      const now = clock();
      const today = dayIn(now, body.tz);
      const [actuals, phases] = await Promise.all([
        repository.planActuals(ownerId, planId),
        repository.workPhasesSince(ownerId, new Date(now.getTime() - 2 * DAY_MS)),
      ]);
      const spent = new Map(actuals.map((row) => [row.taskIndex, minutes(row.focusedMs)]));
      return repository.transaction(async (writes) => {
        const row = await writes.findPlanForUpdate(ownerId, planId);
        if (!row) throw notFound(PLAN_NOT_FOUND);
        if (Date.parse(body.expected_updated_at) !== row.updatedAt.getTime()) {
          throw conflict(
            'This plan was changed somewhere else since you opened it. Reload it and re-plan again.',
          );
        }
        const oldDeadline = planDeadline(row.tasks);
        // Reviews and the mock exam stay before the exam: unless the person moves the deadline
        // themselves, nothing is laid on or after the exam day.
        const beforeExam =
          row.examDate && oldDeadline && oldDeadline >= row.examDate
            ? addDays(row.examDate, -1)
            : oldDeadline;
        const deadline = body.deadline ?? beforeExam;
        if (!deadline) {
          throw unprocessable('This plan has no dates yet. Schedule it before re-planning.');
        }
        const result = replan({
          tasks: row.tasks.map((task, index) => ({ ...task, actual_minutes: spent.get(index) })),
          today,
          deadline,
          hoursPerDay: body.hours_per_day,
          scheduleHoursPerDay: body.schedule_hours_per_day,
          minutesDoneToday: focusMinutesToday(phases, today, body.tz),
          dropLowPriority: body.drop_low_priority,
        });
        const dueDates = keepDeadline(row.tasks, result.dueDates, oldDeadline, deadline);
        const moved = row.tasks.filter(
          (task, index) => !task.done && task.due_date !== dueDates[index],
        ).length;
        let saved = row;
        if (result.fits) {
          saved = await writes.savePlanTasks(
            ownerId,
            planId,
            row.tasks.map((task, index) => withDueDate(task, dueDates[index])),
            // Forward on every save, or a conflict could go unnoticed.
            new Date(Math.max(now.getTime(), row.updatedAt.getTime() + 1)),
          );
        }
        return {
          applied: result.fits,
          plan: toPlan(saved),
          fits: result.fits,
          today,
          deadline,
          days_left: result.daysLeft,
          needed_minutes: result.neededMinutes,
          available_minutes: result.availableMinutes,
          short_by_hours: result.shortByHours,
          moved,
          choices: {
            hours_per_day: result.choices.hoursPerDay,
            fits_without_low_priority: result.choices.fitsWithoutLowPriority,
            deadline: result.choices.deadline,
          },
        };
      });
    },

    /** The year of study days to today in the person's zone (focus minutes, cards reviewed). */
    async heatmap(ownerId: string | undefined, query: TodayQuery): Promise<StudyHeatmap> {
      const now = clock();
      const today = dayIn(now, query.tz);
      const from = heatmapStart(today);
      if (!ownerId) return { today, from, days: [] };
      // Two days more than the year: enough for the first day in any zone.
      const since = new Date(now.getTime() - (daysBetween(from, today) + 2) * DAY_MS);
      const [focus, reviews] = await Promise.all([
        repository.focusBuckets(ownerId, since),
        repository.reviewBuckets(ownerId, since),
      ]);
      return { today, from, days: studyDays(focus, reviews, today, query.tz) };
    },

    /** Cards due per deck on each of the next 30 days in the person's zone, from the cards' FSRS due dates. */
    async forecast(ownerId: string | undefined, query: TodayQuery): Promise<DueForecast> {
      const now = clock();
      const today = dayIn(now, query.tz);
      if (!ownerId) return { today, days: FORECAST_DAYS, decks: [] };
      // Two days more than the window cover the end of its last day in any zone.
      const until = new Date(now.getTime() + (FORECAST_DAYS + 2) * DAY_MS);
      const [decks, buckets] = await Promise.all([
        repository.listDecks(ownerId),
        repository.dueBuckets(ownerId, now, until),
      ]);
      const perDeck = dueForecast(buckets, today, query.tz);
      const none = new Array<number>(FORECAST_DAYS).fill(0);
      return {
        today,
        days: FORECAST_DAYS,
        decks: decks.map((deck) => ({
          deck_id: deck.id,
          title: deck.title,
          plan_id: deck.planId,
          exam_date: deck.examDate,
          due: perDeck.get(deck.id) ?? none,
        })),
      };
    },

    async goal(ownerId: string | undefined): Promise<StudyGoal> {
      const saved = ownerId ? await repository.dailyGoal(ownerId) : undefined;
      return { daily_focus_minutes: saved ?? DEFAULT_DAILY_GOAL_MINUTES };
    },

    async saveGoal(ownerId: string, goal: StudyGoal): Promise<StudyGoal> {
      await repository.saveDailyGoal(ownerId, goal.daily_focus_minutes, clock());
      return goal;
    },
  };
}

export type StudyService = ReturnType<typeof createStudyService>;
