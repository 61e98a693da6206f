import { CalendarCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
// Not from the API's schemas: a value from there would bring zod and every study schema to the
// dashboard (~55 KB of JavaScript and ~0.3 s of a phone's main thread), for two numbers.
import { DAILY_GOAL_MAX, DAILY_GOAL_MIN } from '@quietdesk/core/study/goal';
import { ButtonLink, Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { ApiError } from '~/lib/api-client';
import { browserTimeZone } from '~/lib/date-format';
import { useToday } from '../api/get-today';
import { useSaveGoal } from '../api/save-goal';
import { examCountdownText } from '@quietdesk/core/planner/countdown';
import { cardsText, deckStartUrl, deckTimerUrl, minutesText, taskStartUrl } from '../model/links';

const NOTHING_DUE = 'Nothing is due today: no plan task and no card.';

// A fixed id, not useId(): the server renders this card on its own for the dashboard's first HTML
// (docs/decisions/070-today-in-the-first-html.md), where useId would not give the id the page's
// hydration expects. The dashboard holds one Today card.
const HEADING_ID = 'today-heading';

/** The dashboard's first card: what to do today, from every plan and deck. */
export function TodayCard() {
  const [tz] = useState(browserTimeZone);
  const today = useToday(tz);
  const data = today.data;
  const nothing = data && data.tasks.length === 0 && data.decks.length === 0;

  return (
    <Card className="md:col-span-2" data-testid="today-card">
      <section aria-labelledby={HEADING_ID}>
        <div className="flex items-start gap-4">
          <span className="rounded-xl bg-accent-soft p-3 text-accent-text">
            <CalendarCheck className="size-6" aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={HEADING_ID} className="text-base font-semibold">
              Today
            </h2>
            {today.isPending && <TodayPlaceholder />}
            {today.isError && (
              <p className="mt-1 text-sm text-red-600 dark:text-red-400" role="alert">
                Today could not be loaded.{' '}
                <button type="button" className="underline" onClick={() => void today.refetch()}>
                  Try again
                </button>
              </p>
            )}
            {data && (
              <>
                <FocusGoal minutes={data.focus.minutes} goal={data.focus.goal_minutes} />
                {data.focus.cards_reviewed > 0 && (
                  <p className="mt-1 text-sm" data-testid="today-cards">
                    Cards reviewed today:{' '}
                    <span className="font-semibold">{data.focus.cards_reviewed}</span>
                  </p>
                )}
                {data.exams.length > 0 && (
                  <ul className="mt-3 flex flex-wrap gap-2" aria-label="Exam countdown">
                    {data.exams.slice(0, 3).map((exam) => (
                      <li
                        key={`${exam.kind}-${exam.id}`}
                        className="rounded-full bg-subtle px-3 py-1 text-sm"
                        data-testid="exam-countdown"
                      >
                        <span className="font-medium">{exam.title}</span>:{' '}
                        {examCountdownText(exam.days_left)}
                      </li>
                    ))}
                  </ul>
                )}
                {nothing && (
                  <p className="mt-3 text-sm text-muted" data-testid="today-empty">
                    {NOTHING_DUE}
                  </p>
                )}
                {data.tasks.length > 0 && (
                  <>
                    <h3 className="mt-4 text-sm font-semibold">Plan tasks</h3>
                    <ul className="mt-1 divide-y divide-line" data-testid="today-tasks">
                      {data.tasks.map((task) => (
                        <li
                          key={`${task.plan_id}-${task.task_index}`}
                          className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
                        >
                          <div className="min-w-0 flex-1">
                            <p className="font-medium break-words">
                              {task.title}
                              {task.overdue && (
                                <span className="ml-2 rounded-full bg-subtle px-2 py-0.5 text-xs font-semibold text-warn">
                                  Overdue
                                </span>
                              )}
                            </p>
                            <p className="text-sm text-muted">
                              {task.plan_goal} · estimated {minutesText(task.estimated_minutes)},
                              done {minutesText(task.actual_minutes)} ({task.pomodoros}{' '}
                              {task.pomodoros === 1 ? 'pomodoro' : 'pomodoros'})
                              {task.cards_reviewed > 0 && `, ${cardsText(task.cards_reviewed)}`}
                            </p>
                          </div>
                          <ButtonLink
                            to={taskStartUrl(task)}
                            size="sm"
                            aria-label={`Start ${task.title}`}
                          >
                            Start
                          </ButtonLink>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                {data.decks.length > 0 && (
                  <>
                    <h3 className="mt-4 text-sm font-semibold">Cards to review</h3>
                    <ul className="mt-1 divide-y divide-line" data-testid="today-decks">
                      {data.decks.map((deck) => (
                        <li
                          key={deck.deck_id}
                          className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
                        >
                          {/* At least 11rem: on a phone the two buttons wrap below the title. */}
                          <div className="min-w-0 flex-1 basis-44">
                            <p className="font-medium break-words">{deck.title}</p>
                            <p className="text-sm text-muted">
                              {deck.due_count} {deck.due_count === 1 ? 'card' : 'cards'} due · about{' '}
                              {minutesText(deck.expected_minutes)}
                            </p>
                          </div>
                          <ButtonLink
                            to={deckTimerUrl(deck)}
                            size="sm"
                            variant="secondary"
                            aria-label={`Review ${deck.title} with the timer`}
                          >
                            With the timer
                          </ButtonLink>
                          <ButtonLink
                            to={deckStartUrl(deck)}
                            size="sm"
                            aria-label={`Start reviewing ${deck.title}`}
                          >
                            Start
                          </ButtonLink>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </>
            )}
          </div>
        </div>
      </section>
    </Card>
  );
}

/**
 * While Today loads, the lines of a day with nothing due (the focus line, its bar, the goal
 * button, the empty note) keep their place, so the card does not grow and push the dashboard's
 * other cards down when the answer arrives.
 */
function TodayPlaceholder() {
  return (
    <div className="mt-2">
      {/* Over an unseen focus line of the usual words, which wraps as the real one will. */}
      <div className="grid">
        <p aria-hidden className="invisible col-start-1 row-start-1 text-sm">
          Focus today: 0 min of your 2 h goal
        </p>
        <p className="col-start-1 row-start-1 text-sm text-muted">Loading today…</p>
      </div>
      <div aria-hidden className="mt-1 h-2 w-full max-w-sm rounded-full bg-subtle" />
      <span aria-hidden className="invisible mt-1 inline-block text-sm">
        Change daily goal
      </span>
      {/* The empty note's own words, unseen, so it wraps as the note will on a phone. */}
      <p aria-hidden className="invisible mt-3 text-sm">
        {NOTHING_DUE}
      </p>
    </div>
  );
}

function FocusGoal({ minutes, goal }: { minutes: number; goal: number }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(String(goal));
  const save = useSaveGoal();
  const inputId = useId();
  const percent = Math.min(100, Math.round((minutes / goal) * 100));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ daily_focus_minutes: Number(value) }, { onSuccess: () => setEditing(false) });
  };

  return (
    <div className="mt-2">
      <p className="text-sm" data-testid="today-focus">
        Focus today: <span className="font-semibold">{minutesText(minutes)}</span> of your{' '}
        {minutesText(goal)} goal
      </p>
      <div
        role="progressbar"
        aria-label="Focus today against the daily goal"
        aria-valuemin={0}
        aria-valuemax={goal}
        aria-valuenow={Math.min(minutes, goal)}
        className="mt-1 h-2 w-full max-w-sm overflow-hidden rounded-full bg-subtle"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
      </div>
      {editing ? (
        <form className="mt-2 flex flex-wrap items-end gap-2" onSubmit={submit}>
          <label htmlFor={inputId} className="text-sm">
            Daily goal (minutes)
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={DAILY_GOAL_MIN}
              max={DAILY_GOAL_MAX}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              className="mt-1 block h-9 w-28 rounded-lg border border-line bg-canvas px-2"
            />
          </label>
          <Button type="submit" size="sm" disabled={save.isPending}>
            Save goal
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(false)}>
            Cancel
          </Button>
          {save.isError && (
            <p className="w-full text-sm text-red-600 dark:text-red-400" role="alert">
              {save.error instanceof ApiError && save.error.detail
                ? save.error.detail
                : 'The goal could not be saved.'}
            </p>
          )}
        </form>
      ) : (
        <button
          type="button"
          className="mt-1 text-sm text-accent-text underline"
          onClick={() => {
            setValue(String(goal));
            setEditing(true);
          }}
        >
          Change daily goal
        </button>
      )}
    </div>
  );
}
