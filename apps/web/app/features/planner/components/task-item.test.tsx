import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedPlanTask } from '@quietdesk/core/api/planner';
import { TaskItem } from './task-item';

const task = (done: boolean): SavedPlanTask => ({
  title: 'Study Atoms',
  description: '',
  priority: 'high',
  estimated_duration: '1h',
  subtasks: ['Read the chapter'],
  done,
  subtasks_done: [done],
});

const item = (done: boolean, onToggle = vi.fn(), onToggleSubtask = vi.fn()) => (
  <MemoryRouter>
    <TaskItem
      task={task(done)}
      number={1}
      onToggle={onToggle}
      onToggleSubtask={onToggleSubtask}
      onEdit={() => {}}
      focusHref="/app/pomodoro"
    />
  </MemoryRouter>
);

afterEach(cleanup);

describe('TaskItem', () => {
  it('shows a tick at once, before the plan has changed, and then follows the plan', () => {
    const onToggle = vi.fn();
    const onToggleSubtask = vi.fn();
    const view = render(item(false, onToggle, onToggleSubtask));
    const done = screen.getByRole('checkbox', { name: /Study Atoms/ });
    const sub = screen.getByRole('checkbox', { name: 'Read the chapter' });

    fireEvent.click(done);
    fireEvent.click(sub);
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(onToggleSubtask).toHaveBeenCalledWith(0, true);
    // The plan has not changed yet (its update lands later): the ticks show anyway.
    expect(done).toHaveProperty('checked', true);
    expect(sub).toHaveProperty('checked', true);

    // The update lands, then fails and is rolled back: the boxes show the plan again.
    view.rerender(item(true, onToggle, onToggleSubtask));
    expect(done).toHaveProperty('checked', true);
    view.rerender(item(false, onToggle, onToggleSubtask));
    expect(done).toHaveProperty('checked', false);
    expect(sub).toHaveProperty('checked', false);
  });
});
