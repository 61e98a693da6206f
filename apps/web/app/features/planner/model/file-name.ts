/** A safe, readable download name from the plan's goal: "Learn Spanish!" → "learn-spanish". */
export function planFileName(goal: string, extension: 'md' | 'ics'): string {
  const slug = goal
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'plan'}.${extension}`;
}

/** Where "Focus on this" leads: the timer screen may read `task` to prefill its Task Name. */
export function focusTimerHref(
  taskTitle: string,
  link?: { planId: string; index: number },
): string {
  const base = `/app/pomodoro?task=${encodeURIComponent(taskTitle)}`;
  // With the plan and the task's position, the session is created linked to the task.
  return link ? `${base}&plan=${encodeURIComponent(link.planId)}&task_index=${link.index}` : base;
}
