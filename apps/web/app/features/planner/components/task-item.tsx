import { clsx } from 'clsx';
import { CalendarDays, Clock, Pencil, Timer } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { SavedPlanTask } from '@quietdesk/core/api/planner';
import { Button, buttonClass } from '~/components/ui/button';
import type { TaskProgress } from '@quietdesk/core/api/study';
import type { TaskDraft } from '../model/plan-edit';
import { formatDueDate } from '../model/due-date';
import { PriorityBadge } from './priority-badge';
import { TaskEditor } from './task-editor';

interface TaskItemProps {
  task: SavedPlanTask;
  number: number;
  onToggle: (done: boolean) => void;
  onToggleSubtask: (subIndex: number, done: boolean) => void;
  onEdit: (draft: TaskDraft) => void;
  focusHref: string;
  spent?: TaskProgress;
}

/**
 * A checkbox that shows the person's tick at once. The plan's state changes through the saved
 * plan's cache (an optimistic update that lands after the click's own render, and later than that
 * on a slow phone); until it does, a controlled checkbox would show the old state back. The tick
 * is held here until the plan's own value changes (the update, or its rollback on failure).
 */
function TickBox({
  checked,
  onTick,
  ...rest
}: {
  id: string;
  checked: boolean;
  onTick: (ticked: boolean) => void;
  className: string;
}) {
  const [ticked, setTicked] = useState<boolean | null>(null);
  useEffect(() => setTicked(null), [checked]);
  return (
    <input
      {...rest}
      type="checkbox"
      checked={ticked ?? checked}
      onChange={(e) => {
        setTicked(e.target.checked);
        onTick(e.target.checked);
      }}
    />
  );
}

export function TaskItem({
  task,
  number,
  onToggle,
  onToggleSubtask,
  onEdit,
  focusHref,
  spent,
}: TaskItemProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  const closeEditor = () => {
    setEditing(false);
    // Back to where the person was, once the button is rendered again.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <li
      className={clsx(
        'rounded-xl border border-line p-4 transition-colors',
        task.done ? 'bg-subtle/60' : 'bg-surface',
      )}
      data-testid="plan-task"
    >
      {editing ? (
        <TaskEditor
          task={task}
          onCancel={closeEditor}
          onSave={(draft) => {
            onEdit(draft);
            closeEditor();
          }}
        />
      ) : (
        <div className="flex gap-3">
          <TickBox
            id={`${id}-done`}
            checked={task.done}
            onTick={onToggle}
            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-accent"
          />
          <div className="min-w-0 flex-1">
            <label
              htmlFor={`${id}-done`}
              className={clsx(
                'block cursor-pointer font-semibold break-words',
                task.done && 'text-muted line-through decoration-2',
              )}
            >
              <span className="sr-only">Task {number}: </span>
              {task.title}
            </label>
            <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-muted">
              <PriorityBadge priority={task.priority} />
              <span className="inline-flex items-center gap-1">
                <Clock className="size-4" aria-hidden />
                <span className="sr-only">Estimated duration: </span>
                {task.estimated_duration}
              </span>
              {task.due_date ? (
                <span className="inline-flex items-center gap-1" data-testid="task-due">
                  <CalendarDays className="size-4" aria-hidden />
                  <span className="sr-only">Scheduled for: </span>
                  <time dateTime={task.due_date}>{formatDueDate(task.due_date)}</time>
                </span>
              ) : null}
            </div>
            {task.description ? (
              <p className="mt-2 text-sm break-words whitespace-pre-line text-muted">
                {task.description}
              </p>
            ) : null}
            {task.subtasks.length > 0 ? (
              <ul className="mt-3 space-y-1.5" aria-label={`Subtasks of ${task.title}`}>
                {task.subtasks.map((subtask, j) => {
                  const subId = `${id}-sub-${j}`;
                  const done = task.subtasks_done[j] === true;
                  return (
                    <li key={j} className="flex items-start gap-2.5">
                      <TickBox
                        id={subId}
                        checked={done}
                        onTick={(ticked) => onToggleSubtask(j, ticked)}
                        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-accent"
                      />
                      <label
                        htmlFor={subId}
                        className={clsx(
                          'cursor-pointer text-sm break-words',
                          done && 'text-muted line-through',
                        )}
                      >
                        {subtask}
                      </label>
                    </li>
                  );
                })}
              </ul>
            ) : null}
            {spent ? (
              <p className="mt-2 text-sm text-muted" data-testid="task-actual">
                Estimated {task.estimated_duration} · spent {spent.actual_minutes} min (
                {spent.pomodoros} {spent.pomodoros === 1 ? 'pomodoro' : 'pomodoros'})
                {spent.cards_reviewed > 0 &&
                  ` · ${spent.cards_reviewed} ${spent.cards_reviewed === 1 ? 'card' : 'cards'} reviewed`}
              </p>
            ) : null}
            <div className="mt-3 flex flex-wrap gap-2">
              <Link to={focusHref} className={buttonClass('secondary', 'sm')}>
                <Timer className="size-4" aria-hidden />
                Focus on this<span className="sr-only">: {task.title}</span>
              </Link>
              <Button ref={editButton} variant="ghost" size="sm" onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden />
                Edit<span className="sr-only"> task: {task.title}</span>
              </Button>
            </div>
          </div>
        </div>
      )}
    </li>
  );
}
