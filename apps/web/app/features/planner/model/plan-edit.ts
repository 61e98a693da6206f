import {
  planTaskSchema,
  type PlanTask,
  type Priority,
  type SavedPlanTask,
} from '@quietdesk/core/api/planner';

/** Tasks of a freshly generated (or sample) plan, with nothing done yet. */
export function withoutProgress(tasks: readonly PlanTask[]): SavedPlanTask[] {
  return tasks.map((task) => ({
    ...task,
    done: false,
    subtasks_done: task.subtasks.map(() => false),
  }));
}

export function setTaskDone(
  tasks: readonly SavedPlanTask[],
  index: number,
  done: boolean,
): SavedPlanTask[] {
  return tasks.map((task, i) => (i === index ? { ...task, done } : task));
}

export function setSubtaskDone(
  tasks: readonly SavedPlanTask[],
  index: number,
  subIndex: number,
  done: boolean,
): SavedPlanTask[] {
  return tasks.map((task, i) =>
    i === index
      ? {
          ...task,
          subtasks_done: task.subtasks.map((_, j) =>
            j === subIndex ? done : task.subtasks_done[j] === true,
          ),
        }
      : task,
  );
}

export interface TaskDraft {
  title: string;
  description: string;
  estimated_duration: string;
  priority: Priority;
}

export type DraftErrors = Partial<Record<keyof TaskDraft, string>>;

export function draftOf(task: PlanTask): TaskDraft {
  return {
    title: task.title,
    description: task.description,
    estimated_duration: task.estimated_duration,
    priority: task.priority,
  };
}

/**
 * Checks an edited task with the same core schema the server uses, so the form shows the
 * server's own sentences before anything is sent. Returns the trimmed values or the errors.
 */
export function validateDraft(
  draft: TaskDraft,
): { ok: true; value: TaskDraft } | { ok: false; errors: DraftErrors } {
  const parsed = planTaskSchema.safeParse({ ...draft, subtasks: [] });
  if (parsed.success) {
    const { title, description, estimated_duration, priority } = parsed.data;
    return { ok: true, value: { title, description, estimated_duration, priority } };
  }
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof TaskDraft;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Applies an edited draft; done flags and subtasks stay as they were. */
export function applyDraft(
  tasks: readonly SavedPlanTask[],
  index: number,
  draft: TaskDraft,
): SavedPlanTask[] {
  return tasks.map((task, i) => (i === index ? { ...task, ...draft } : task));
}

export const PRIORITY_LABELS: Record<Priority, string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};
