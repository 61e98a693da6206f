import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Plan, PlanSummary, SavedPlanTask, UpdatePlanBody } from '@quietdesk/core/api/planner';
import { apiFetch, ApiError } from '~/lib/api-client';
import { planProgress } from '../model/progress';
import { plannerKeys } from './query-keys';

/** PUT /api/planner/plans/:id: replaces the tasks; a stale expected_updated_at answers 409. */
const putPlan = (id: string, body: UpdatePlanBody) =>
  apiFetch<Plan>(`/planner/plans/${encodeURIComponent(id)}`, { method: 'PUT', body });

export type TasksPatch = (tasks: SavedPlanTask[]) => SavedPlanTask[];

// Saves of one plan run one after another. Each PUT sends the whole task list as it is in the
// cache when it starts (so it includes every optimistic change made so far) together with the
// updated_at of the previous answer; two PUTs in flight at once would make the second one 409.
const queues = new Map<string, { tail: Promise<unknown>; depth: number }>();

function inSeries<T>(key: string, run: (isLast: () => boolean) => Promise<T>): Promise<T> {
  const queue = queues.get(key) ?? { tail: Promise.resolve(), depth: 0 };
  queue.depth += 1;
  const next = queue.tail.catch(() => undefined).then(() => run(() => queue.depth === 1));
  queue.tail = next;
  queues.set(key, queue);
  const done = () => {
    queue.depth -= 1;
    if (queue.depth === 0 && queues.get(key) === queue) queues.delete(key);
  };
  next.then(done, done);
  return next;
}

function updateSummary(queryClient: QueryClient, plan: Plan) {
  const { doneTasks, totalTasks } = planProgress(plan.tasks);
  queryClient.setQueryData<PlanSummary[]>(plannerKeys.plans(), (list) =>
    list?.map((summary) =>
      summary.id === plan.id
        ? {
            ...summary,
            goal: plan.goal,
            done_count: doneTasks,
            task_count: totalTasks,
            updated_at: plan.updated_at,
          }
        : summary,
    ),
  );
}

/**
 * Optimistic task edits of a saved plan: the cache changes at once, the PUT follows; on failure
 * the change is rolled back and the plan reloaded from the server (on 409 that is the point).
 */
export function useUpdatePlanTasks(id: string, onSaveError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const key = plannerKeys.plan(id);

  return useMutation({
    mutationKey: ['planner', 'update', id],
    onMutate: async (patch: TasksPatch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Plan>(key);
      if (previous)
        queryClient.setQueryData<Plan>(key, { ...previous, tasks: patch(previous.tasks) });
      return { previous };
    },
    mutationFn: (_patch: TasksPatch) =>
      inSeries(id, async (isLast) => {
        const current = queryClient.getQueryData<Plan>(key);
        if (!current) throw new ApiError(404, null);
        const saved = await putPlan(id, {
          tasks: current.tasks,
          expected_updated_at: current.updated_at,
        });
        // A later change may already sit in the cache: then only take the new version stamp.
        queryClient.setQueryData<Plan>(key, (now) =>
          isLast() || !now ? saved : { ...now, updated_at: saved.updated_at },
        );
        updateSummary(queryClient, saved);
        return saved;
      }),
    onError: (error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: plannerKeys.plans() });
      onSaveError(error);
    },
  });
}

/** Sets or clears (null) the plan's exam date; the tasks are sent back as they are. */
export function useSetExamDate(id: string) {
  const queryClient = useQueryClient();
  const key = plannerKeys.plan(id);
  return useMutation({
    mutationKey: ['planner', 'update', id],
    mutationFn: (examDate: string | null) =>
      inSeries(id, async () => {
        const current = queryClient.getQueryData<Plan>(key);
        if (!current) throw new ApiError(404, null);
        return putPlan(id, {
          tasks: current.tasks,
          exam_date: examDate,
          expected_updated_at: current.updated_at,
        });
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData<Plan>(key, saved);
      updateSummary(queryClient, saved);
      void queryClient.invalidateQueries({ queryKey: ['study'] });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
