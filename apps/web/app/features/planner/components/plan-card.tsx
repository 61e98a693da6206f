import type { TaskProgress } from '@quietdesk/core/api/study';
import { Bot, CalendarPlus, Clock, FileText, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AiEngine } from '@quietdesk/core/api/ai';
import type { SavedPlanTask } from '@quietdesk/core/api/planner';
import { Button } from '~/components/ui/button';
import type { TasksPatch } from '../api/update-plan';
import { downloadFile } from '~/lib/download';
import { planToIcs } from '../model/export-ics';
import { planToMarkdown } from '../model/export-markdown';
import { downloadName } from '@quietdesk/core/download-name';
import { focusTimerHref } from '../model/focus-link';
import { applyDraft, setSubtaskDone, setTaskDone } from '../model/plan-edit';
import { planProgress, progressLabel } from '../model/progress';
import { TaskItem } from './task-item';

export interface PlanView {
  goal: string;
  total_estimated_duration: string;
  tasks: SavedPlanTask[];
  engine: AiEngine;
}

interface PlanCardProps {
  plan: PlanView;
  /** Unique per plan; seeds the calendar events' UIDs. */
  uid: string;
  /** Shown above the tasks: the sample note, a save error. */
  notice?: ReactNode;
  onChangeTasks: (patch: TasksPatch) => void;
  /** A saved plan's id: "Focus on this" then links the session to the task. */
  planId?: string;
  /** Time spent per task (linked focus sessions), for estimated vs actual. */
  spent?: TaskProgress[];
  /** A saved plan's exam countdown and re-planning, under the progress bar. */
  replan?: ReactNode;
}

const AI_DISCLAIMER = 'AI-generated suggestions — check them against your own situation.';

export function PlanCard({
  plan,
  uid,
  notice,
  onChangeTasks,
  planId,
  spent,
  replan,
}: PlanCardProps) {
  const progress = planProgress(plan.tasks);
  const label = progressLabel(progress.doneTasks, progress.totalTasks);

  const exportMarkdown = () =>
    downloadFile(
      downloadName(plan.goal, 'md', 'plan'),
      planToMarkdown(plan),
      'text/markdown;charset=utf-8',
    );
  const exportCalendar = () =>
    downloadFile(
      downloadName(plan.goal, 'ics', 'plan'),
      planToIcs(plan, { now: new Date(), uidPrefix: uid }),
      'text/calendar;charset=utf-8',
    );

  return (
    <article
      aria-labelledby="plan-goal"
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
      data-testid="plan-card"
    >
      <header>
        <p className="text-xs font-semibold tracking-wide text-accent-text uppercase">Your plan</p>
        <h2 id="plan-goal" className="mt-1 text-xl font-semibold break-words sm:text-2xl">
          {plan.goal}
        </h2>
        <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm">
          <div className="inline-flex items-center gap-1.5">
            <Clock className="size-4 text-muted" aria-hidden />
            <dt className="text-muted">Estimated duration:</dt>
            <dd className="font-medium">{plan.total_estimated_duration}</dd>
          </div>
          <div className="inline-flex items-center gap-1.5">
            <Bot className="size-4 text-muted" aria-hidden />
            <dt className="text-muted">Made by:</dt>
            <dd className="font-medium" data-testid="engine-label">
              {plan.engine.label}
            </dd>
          </div>
        </dl>
        <p className="mt-3 flex items-start gap-2 rounded-xl bg-subtle px-3 py-2 text-sm text-muted">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {AI_DISCLAIMER}
        </p>
      </header>

      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-44 flex-1">
          <p className="text-sm font-medium" id="plan-progress-label">
            {label}
            {progress.totalSubtasks > 0 ? (
              <span className="font-normal text-muted">
                {' '}
                · {progress.doneSubtasks}/{progress.totalSubtasks} steps
              </span>
            ) : null}
          </p>
          <div
            role="progressbar"
            aria-labelledby="plan-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            aria-valuetext={label}
            className="mt-1.5 h-2 overflow-hidden rounded-full bg-subtle"
          >
            <div
              className="h-full rounded-full bg-accent transition-[width]"
              style={{ width: `${progress.percent}%` }}
            />
          </div>
        </div>
        <div role="group" aria-label="Export plan" className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={exportMarkdown}>
            <FileText className="size-4" aria-hidden /> Export Markdown
          </Button>
          <Button variant="secondary" size="sm" onClick={exportCalendar}>
            <CalendarPlus className="size-4" aria-hidden /> Add to calendar (.ics)
          </Button>
        </div>
      </div>

      {replan}

      {notice ? <div className="mt-4">{notice}</div> : null}

      <h3 className="sr-only">Tasks</h3>
      <ol className="mt-5 space-y-3">
        {plan.tasks.map((task, i) => (
          <TaskItem
            // Tasks have no ids; position is their identity within a plan.
            key={i}
            number={i + 1}
            task={task}
            focusHref={focusTimerHref(task.title, planId ? { planId, index: i } : undefined)}
            spent={spent?.find((entry) => entry.task_index === i)}
            onToggle={(done) => onChangeTasks((tasks) => setTaskDone(tasks, i, done))}
            onToggleSubtask={(j, done) =>
              onChangeTasks((tasks) => setSubtaskDone(tasks, i, j, done))
            }
            onEdit={(draft) => onChangeTasks((tasks) => applyDraft(tasks, i, draft))}
          />
        ))}
      </ol>
    </article>
  );
}
