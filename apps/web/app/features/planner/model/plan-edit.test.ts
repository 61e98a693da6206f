import { describe, expect, it } from 'vitest';
import type { SavedPlanTask } from '@quietdesk/core/api/planner';
import {
  applyDraft,
  draftOf,
  setSubtaskDone,
  setTaskDone,
  validateDraft,
  withoutProgress,
} from './plan-edit';
import { focusTimerHref } from './focus-link';

const tasks: SavedPlanTask[] = withoutProgress([
  {
    title: 'A',
    description: 'd',
    estimated_duration: '1 day',
    priority: 'high',
    subtasks: ['x', 'y'],
  },
  { title: 'B', description: '', estimated_duration: '2 days', priority: 'low', subtasks: [] },
]);

describe('plan edits', () => {
  it('starts with nothing done', () => {
    expect(tasks[0]).toMatchObject({ done: false, subtasks_done: [false, false] });
  });

  it('ticks a task and a subtask without touching the others', () => {
    const ticked = setSubtaskDone(setTaskDone(tasks, 1, true), 0, 1, true);
    expect(ticked.map((t) => t.done)).toEqual([false, true]);
    expect(ticked[0]!.subtasks_done).toEqual([false, true]);
    expect(tasks[0]!.subtasks_done).toEqual([false, false]); // not mutated
  });

  it('repairs a short subtasks_done array while ticking', () => {
    const short = [{ ...tasks[0]!, subtasks_done: [] }];
    expect(setSubtaskDone(short, 0, 0, true)[0]!.subtasks_done).toEqual([true, false]);
  });

  it('applies a draft and keeps the done flags and subtasks', () => {
    const done = setTaskDone(tasks, 0, true);
    const edited = applyDraft(done, 0, { ...draftOf(done[0]!), title: 'A2', priority: 'low' });
    expect(edited[0]).toMatchObject({
      title: 'A2',
      priority: 'low',
      done: true,
      subtasks: ['x', 'y'],
    });
  });
});

describe('validateDraft', () => {
  it('trims and accepts a valid draft', () => {
    expect(
      validateDraft({
        title: '  New  ',
        description: ' d ',
        estimated_duration: ' 2 days ',
        priority: 'high',
      }),
    ).toEqual({
      ok: true,
      value: { title: 'New', description: 'd', estimated_duration: '2 days', priority: 'high' },
    });
  });

  it("reports the core schema's sentences per field", () => {
    const result = validateDraft({
      title: '   ',
      description: '',
      estimated_duration: '',
      priority: 'medium',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        title: 'Each task needs a title.',
        estimated_duration: 'A duration such as "3 days" is required.',
      },
    });
  });
});

describe('links', () => {
  it('encodes the task for the timer', () => {
    expect(focusTimerHref('Read & write: 5 min?')).toBe(
      '/app/pomodoro?task=Read%20%26%20write%3A%205%20min%3F',
    );
  });
});
