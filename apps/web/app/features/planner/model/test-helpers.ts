import type { SavedPlanTask } from '@quietdesk/core/api/planner';

/** A saved plan task for the planner's unit tests: a day-long, medium task unless `over` says. */
export const planTask = (over: Partial<SavedPlanTask> = {}): SavedPlanTask => ({
  title: 'Task',
  description: '',
  estimated_duration: '1 day',
  priority: 'medium',
  subtasks: [],
  done: false,
  subtasks_done: [],
  ...over,
});
