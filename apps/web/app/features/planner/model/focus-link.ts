/** Where "Focus on this" leads: the timer screen may read `task` to prefill its Task Name. */
export function focusTimerHref(
  taskTitle: string,
  link?: { planId: string; index: number },
): string {
  const base = `/app/pomodoro?task=${encodeURIComponent(taskTitle)}`;
  // With the plan and the task's position, the session is created linked to the task.
  return link ? `${base}&plan=${encodeURIComponent(link.planId)}&task_index=${link.index}` : base;
}
