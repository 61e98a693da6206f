import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { usePomodoroStats, type StatsDays } from '../api/get-pomodoro-stats';
import { useTimer } from '../hooks/use-timer';
import { browserTimeZone } from '~/lib/date-format';
import { StatsChart } from './stats-chart';

/** Today's focus, the 7/30-day chart and the streak (server first, local log offline). */
export function StatsPanel() {
  const [days, setDays] = useState<StatsDays>(7);
  const [timeZone] = useState(browserTimeZone);
  const { recordsVersion, unsynced } = useTimer();
  const { data, isError } = usePomodoroStats(days, timeZone, `${recordsVersion}:${unsynced}`);
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-base font-semibold">
          History
        </h2>
        <div
          role="group"
          aria-label="Chart range"
          className="inline-flex rounded-xl border border-line p-0.5"
        >
          {([7, 30] as const).map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={days === n}
              onClick={() => setDays(n)}
              className={clsx(
                'rounded-lg px-3 py-1 text-sm font-medium',
                days === n ? 'bg-accent text-accent-ink' : 'text-muted hover:bg-subtle',
              )}
            >
              {n} days
            </button>
          ))}
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
        {[
          ['Focus today', data ? `${data.today.focusMinutes} min` : '–', 'stat-today-minutes'],
          [
            'Full pomodoros today',
            data ? String(data.today.completedPomodoros) : '–',
            'stat-today-pomodoros',
          ],
          [
            'Streak',
            data ? `${data.streakDays} day${data.streakDays === 1 ? '' : 's'}` : '–',
            'stat-streak',
          ],
        ].map(([label, value, testId]) => (
          <div key={label} className="rounded-xl bg-subtle px-2 py-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-5">
        {data && data.days.every((d) => d.focusMinutes === 0 && d.completedPomodoros === 0) ? (
          <p
            className="flex h-40 items-center justify-center rounded-xl border border-dashed border-line px-4 text-center text-sm text-muted"
            data-testid="stats-empty"
          >
            No focus time in the last {days} days yet. Each focus phase you run shows up here as a
            bar for its day.
          </p>
        ) : data ? (
          <StatsChart days={data.days} />
        ) : isError ? (
          <p className="text-sm text-muted">Statistics are unavailable right now.</p>
        ) : (
          <div className="h-40 animate-pulse rounded-xl bg-subtle" aria-hidden />
        )}
      </div>
      {data?.source === 'local' && (
        <p className="mt-2 text-xs text-muted" data-testid="stats-source">
          Offline: showing this browser&apos;s history.
        </p>
      )}
    </section>
  );
}
