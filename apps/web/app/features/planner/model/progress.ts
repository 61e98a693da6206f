interface ProgressTask {
  done: boolean;
  subtasks: readonly string[];
  subtasks_done: readonly boolean[];
}

export interface PlanProgress {
  doneTasks: number;
  totalTasks: number;
  doneSubtasks: number;
  totalSubtasks: number;
  /** Whole percent of tasks done, 0 for an empty plan. */
  percent: number;
}

/** Task and subtask counts for the progress line; a missing subtask flag counts as not done. */
export function planProgress(tasks: readonly ProgressTask[]): PlanProgress {
  let doneTasks = 0;
  let doneSubtasks = 0;
  let totalSubtasks = 0;
  for (const task of tasks) {
    if (task.done) doneTasks += 1;
    totalSubtasks += task.subtasks.length;
    task.subtasks.forEach((_, i) => {
      if (task.subtasks_done[i] === true) doneSubtasks += 1;
    });
  }
  const totalTasks = tasks.length;
  return {
    doneTasks,
    totalTasks,
    doneSubtasks,
    totalSubtasks,
    percent: totalTasks === 0 ? 0 : Math.round((doneTasks / totalTasks) * 100),
  };
}

/** "3/7 tasks done" style label used by the card and the history list. */
export function progressLabel(done: number, total: number): string {
  return `${done}/${total} ${total === 1 ? 'task' : 'tasks'} done`;
}
