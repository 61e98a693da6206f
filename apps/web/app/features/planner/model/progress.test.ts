import { describe, expect, it } from 'vitest';
import { planProgress, progressLabel } from './progress';

const task = (done: boolean, subtasks_done: boolean[]) => ({
  done,
  subtasks: subtasks_done.map((_, i) => `s${i}`),
  subtasks_done,
});

describe('planProgress', () => {
  it('counts done tasks and subtasks', () => {
    expect(
      planProgress([task(true, [true, false]), task(false, [true, true, false]), task(true, [])]),
    ).toEqual({ doneTasks: 2, totalTasks: 3, doneSubtasks: 3, totalSubtasks: 5, percent: 67 });
  });

  it('is all zeros for an empty plan', () => {
    expect(planProgress([])).toEqual({
      doneTasks: 0,
      totalTasks: 0,
      doneSubtasks: 0,
      totalSubtasks: 0,
      percent: 0,
    });
  });

  it('treats a missing subtask flag as not done', () => {
    const p = planProgress([{ done: false, subtasks: ['a', 'b'], subtasks_done: [true] }]);
    expect(p.doneSubtasks).toBe(1);
    expect(p.totalSubtasks).toBe(2);
  });
});

describe('progressLabel', () => {
  it('says done/total', () => {
    expect(progressLabel(3, 7)).toBe('3/7 tasks done');
    expect(progressLabel(0, 1)).toBe('0/1 task done');
  });
});
