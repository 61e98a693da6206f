import {
  EXAM_DATE_PAST,
  type GeneratePlanResponse,
  type PlanDetails,
  type Plan,
  type PlanSummary,
  type SamplePlanResponse,
  type SavedPlanTask,
  type UpdatePlanBody,
} from '@quietdesk/core/api/planner';
import { callAi } from '../../ai/errors.ts';
import { planGoal } from '../../ai/offline/planner/build-plan.ts';
import { examDateOf } from '../../ai/offline/planner/exam-date.ts';
import { OFFLINE_LABEL, type AiProvider } from '../../ai/provider.ts';
import type { Clock } from '../../clock.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { ownedOr404, removeOr404 } from '../../http/owned-or-404.ts';
import { dayIn } from '@quietdesk/core/planner/calendar';
import { toPlan, type PlannerRepository, type PlanRow } from './planner.repository.ts';
import { UUID } from '@quietdesk/core/uuid';

const PLAN_NOT_FOUND = 'Plan not found.';

/** The sample the planner screen offers ("Try Sample Plan"): fixed, offline, never saved. */
const SAMPLE_GOAL = 'Prepare for my biology final in 3 weeks';

/** A plan in the list: the plan as answered, without its tasks and exam date, with task counts. */
function toSummary(row: PlanRow): PlanSummary {
  const { tasks, exam_date: _examDate, ...plan } = toPlan(row);
  return {
    ...plan,
    task_count: tasks.length,
    done_count: tasks.filter((task) => task.done).length,
  };
}

interface PlannerServiceDeps {
  repository: PlannerRepository;
  provider: AiProvider;
  clock: Clock;
}

export function createPlannerService({ repository, provider, clock }: PlannerServiceDeps) {
  const findOwned = (ownerId: string | undefined, id: string) =>
    ownedOr404(ownerId, id, repository.findPlan, PLAN_NOT_FOUND);

  return {
    /**
     * Generates a plan and saves it. With `replacePlanId` (the follow-up "Schedule my plan" on an
     * open plan) the owner's plan is rescheduled in place, so one plan stays, not two of the same
     * title; an id that is not the owner's answers 404 before any AI call.
     */
    async generate(
      ownerId: string,
      goal: string,
      signal?: AbortSignal,
      details?: PlanDetails,
      replacePlanId?: string,
    ): Promise<GeneratePlanResponse> {
      if (replacePlanId !== undefined) await findOwned(ownerId, replacePlanId);
      const now = clock();
      const plan = await callAi(() => provider.generatePlan(goal, { now, signal }, details));
      const examDate = examDateOf(goal, now) ?? null;
      const tasks: SavedPlanTask[] = plan.tasks.map((task) => ({
        ...task,
        done: false,
        subtasks_done: task.subtasks.map(() => false),
      }));
      if (replacePlanId !== undefined) {
        const updated = await repository.transaction(async (queries) => {
          const row = await queries.findPlan(ownerId, replacePlanId, { forUpdate: true });
          if (!row) throw notFound(PLAN_NOT_FOUND);
          return queries.updatePlan(ownerId, row.id, {
            goal: plan.goal,
            totalEstimatedDuration: plan.total_estimated_duration,
            tasks,
            examDate,
            updatedAt: new Date(Math.max(now.getTime(), row.updatedAt.getTime() + 1)),
          });
        });
        return { plan_id: updated.id, ...plan, engine: provider.info, exam_date: examDate };
      }
      const row = await repository.insertPlan({
        ownerId,
        goal: plan.goal,
        totalEstimatedDuration: plan.total_estimated_duration,
        tasks,
        engine: provider.info,
        examDate,
        createdAt: now,
        updatedAt: now,
      });
      return { plan_id: row.id, ...plan, engine: provider.info, exam_date: examDate };
    },

    sample(): SamplePlanResponse {
      // Always the offline engine: the sample is instant, free and the same for everyone.
      return {
        ...planGoal(SAMPLE_GOAL, clock()),
        engine: { provider: 'offline', label: OFFLINE_LABEL },
      };
    },

    async list(ownerId: string | undefined): Promise<PlanSummary[]> {
      if (!ownerId) return [];
      return (await repository.listPlans(ownerId)).map(toSummary);
    },

    async get(ownerId: string | undefined, id: string): Promise<Plan> {
      return toPlan(await findOwned(ownerId, id));
    },

    async update(ownerId: string, id: string, body: UpdatePlanBody): Promise<Plan> {
      if (!UUID.test(id)) throw notFound(PLAN_NOT_FOUND);
      return repository.transaction(async (queries) => {
        const row = await queries.findPlan(ownerId, id, { forUpdate: true });
        if (!row) throw notFound(PLAN_NOT_FOUND);
        if (
          body.expected_updated_at !== undefined &&
          Date.parse(body.expected_updated_at) !== row.updatedAt.getTime()
        ) {
          throw conflict(
            'This plan was changed somewhere else since you opened it. Reload it and apply your changes again.',
          );
        }
        const at = clock();
        const examDate = body.exam_date === undefined ? row.examDate : body.exam_date;
        // A day already over everywhere (UTC-12 is the last zone to leave a day) cannot be a new
        // exam day; the saved one may stay.
        if (examDate !== null && examDate !== row.examDate && examDate < dayIn(at, 'Etc/GMT+12')) {
          throw unprocessable(EXAM_DATE_PAST);
        }
        // updated_at must move forward on every save, or a conflict could go unnoticed.
        const now = Math.max(at.getTime(), row.updatedAt.getTime() + 1);
        const updated = await queries.updatePlan(row.ownerId, row.id, {
          goal: body.goal ?? row.goal,
          totalEstimatedDuration: body.total_estimated_duration ?? row.totalEstimatedDuration,
          tasks: body.tasks,
          examDate,
          updatedAt: new Date(now),
        });
        return toPlan(updated);
      });
    },

    async remove(ownerId: string | undefined, id: string): Promise<void> {
      await removeOr404(ownerId, id, repository.deletePlan, PLAN_NOT_FOUND);
    },
  };
}

export type PlannerService = ReturnType<typeof createPlannerService>;
