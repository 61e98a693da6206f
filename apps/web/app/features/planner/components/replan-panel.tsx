import { CalendarClock, RefreshCw } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { SavedPlanTask } from '@quietdesk/core/api/planner';
import { DEFAULT_STUDY_HOURS_PER_DAY, type ReplanResponse } from '@quietdesk/core/api/study';
import { PLAN_HOURS_PER_DAY_MAX, PLAN_HOURS_PER_DAY_MIN } from '@quietdesk/core/api/planner';
import { daysBetween } from '@quietdesk/core/planner/calendar';
import { examCountdownText } from '@quietdesk/core/planner/countdown';
import { Button } from '~/components/ui/button';
import { successClass } from '~/components/ui/form';
import { timeZone } from '../api/get-plan-progress';
import { useReplanPlan, type ReplanOptions } from '../api/replan-plan';
import { formatDueDate } from '../model/due-date';
import { replanErrorMessage } from '../model/errors';
import { doesNotFitText, replanChoices, replannedText, replanState } from '../model/replan';
import { ExamDateForm } from './exam-date-form';
import { alertClass, fieldErrorClass, inputClass } from './field-styles';

interface ReplanPanelProps {
  planId: string;
  tasks: SavedPlanTask[];
  /** The plan's exam day, if it has one: the countdown is to it rather than the last plan day. */
  examDate: string | null;
  /** Today in the person's zone by the server's clock; nothing is shown until it is known. */
  today: string | undefined;
  /** A tick is still being saved: a re-plan now would meet a 409. */
  busy: boolean;
}

/** The exam countdown and "Re-plan": the undone work laid again from today to the deadline. */
export function ReplanPanel({ planId, tasks, examDate, today, busy }: ReplanPanelProps) {
  const replan = useReplanPlan(planId);
  const [hours, setHours] = useState(String(DEFAULT_STUDY_HOURS_PER_DAY));
  const [hoursError, setHoursError] = useState<string | null>(null);
  const [result, setResult] = useState<ReplanResponse | null>(null);
  // The hours a day the shown result was laid at (a "more hours a day" choice differs from the field).
  const [laidAt, setLaidAt] = useState(DEFAULT_STUDY_HOURS_PER_DAY);
  const hoursId = useId();
  const headingId = useId();

  if (!today) return null;
  const state = replanState(tasks, today);
  // An undated plan has no last day to count down to or re-plan against, but its exam day can
  // still be set: then the countdown is to the exam.
  const countdownTo = examDate ?? state.deadline;
  const hasLowPriority = tasks.some((task) => !task.done && task.priority === 'low');

  const run = (options: Omit<ReplanOptions, 'tz' | 'hours_per_day'> = {}) => {
    const value = Number(hours);
    if (
      hours.trim() === '' ||
      !Number.isFinite(value) ||
      value < PLAN_HOURS_PER_DAY_MIN ||
      value > PLAN_HOURS_PER_DAY_MAX
    ) {
      setHoursError(
        `Hours a day must be a number from ${PLAN_HOURS_PER_DAY_MIN} to ${PLAN_HOURS_PER_DAY_MAX}.`,
      );
      return;
    }
    setHoursError(null);
    setResult(null);
    setLaidAt(options.schedule_hours_per_day ?? value);
    replan.mutate({ tz: timeZone(), hours_per_day: value, ...options }, { onSuccess: setResult });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run();
  };

  const notFit = result && !result.applied ? result : null;
  const choices = notFit ? replanChoices(notFit) : [];

  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-xl border border-line p-3 sm:p-4"
      data-testid="replan"
    >
      <h3 id={headingId} className="sr-only">
        Exam countdown and re-planning
      </h3>
      {countdownTo ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <CalendarClock className="size-4 text-muted" aria-hidden />
          <span className="font-semibold" data-testid="plan-countdown">
            {examCountdownText(daysBetween(today, countdownTo))}
          </span>
          {examDate ? <span className="text-muted">· exam {formatDueDate(examDate)}</span> : null}
          {state.deadline ? (
            <span className="text-muted">· last plan day {formatDueDate(state.deadline)}</span>
          ) : null}
          {state.overdue > 0 ? (
            <span className="font-medium text-warn" data-testid="plan-overdue">
              · {state.overdue} {state.overdue === 1 ? 'task is' : 'tasks are'} overdue
            </span>
          ) : null}
        </p>
      ) : null}

      <ExamDateForm key={examDate ?? ''} planId={planId} examDate={examDate} today={today} />

      {state.offer ? (
        <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={submit} noValidate>
          <div>
            <label htmlFor={hoursId} className="block text-sm font-medium">
              Hours a day
            </label>
            <input
              id={hoursId}
              type="number"
              inputMode="decimal"
              step={0.25}
              min={PLAN_HOURS_PER_DAY_MIN}
              max={PLAN_HOURS_PER_DAY_MAX}
              value={hours}
              onChange={(event) => setHours(event.currentTarget.value)}
              aria-invalid={hoursError ? true : undefined}
              aria-describedby={hoursError ? `${hoursId}-error` : undefined}
              className={`${inputClass} mt-1 w-24`}
            />
          </div>
          <Button type="submit" size="sm" disabled={replan.isPending || busy}>
            <RefreshCw className="size-4" aria-hidden /> Re-plan
          </Button>
          <p className="w-full text-xs text-muted sm:w-auto sm:flex-1">
            Spreads the work left over the days to the last plan day; reviews and the mock exam stay
            before it.
          </p>
          {hoursError ? (
            <p id={`${hoursId}-error`} className={`w-full ${fieldErrorClass}`} role="alert">
              {hoursError}
            </p>
          ) : null}
        </form>
      ) : null}

      {replan.isError ? (
        <p role="alert" className={`mt-3 ${alertClass}`}>
          {replanErrorMessage(replan.error)}
        </p>
      ) : null}

      <div role="status" aria-live="polite">
        {result?.applied ? (
          <p className={`mt-3 ${successClass}`} data-testid="replan-done">
            {replannedText(result, laidAt)}
          </p>
        ) : null}
      </div>

      {notFit ? (
        <div role="alert" className={`mt-3 ${alertClass}`} data-testid="replan-does-not-fit">
          <p className="font-semibold">{doesNotFitText(notFit)}</p>
          <p className="mt-1">
            {choices.length > 0
              ? 'Nothing was changed. Choose one and the plan is laid again with it:'
              : 'Nothing was changed, and no choice here makes it fit.'}
          </p>
          {choices.length > 0 ? (
            <div
              role="group"
              aria-label="Ways to make it fit"
              className="mt-2 flex flex-wrap gap-2"
            >
              {choices.map((choice) => (
                <Button
                  key={choice.key}
                  size="sm"
                  variant="secondary"
                  disabled={replan.isPending || busy}
                  onClick={() => run(choice.options)}
                >
                  {choice.label}
                </Button>
              ))}
            </div>
          ) : null}
          {hasLowPriority && !notFit.choices.fits_without_low_priority ? (
            <p className="mt-2">Dropping the low-priority tasks alone would not be enough.</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
