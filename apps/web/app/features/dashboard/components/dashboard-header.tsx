import { useNow } from '../hooks/use-now';
import { CLOCK_REFRESH_MS, formatClock, greetingFor } from '../model/greeting';

/** Greeting by time of day and a clock that refreshes every 60 s. */
export function DashboardHeader() {
  const now = useNow(CLOCK_REFRESH_MS);
  const { time, date } = formatClock(now);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl" data-testid="greeting">
          {greetingFor(now)}
        </h1>
        <p className="mt-2 text-muted">What would you like to focus on today?</p>
      </div>
      <div className="sm:text-right" data-testid="clock">
        <p className="text-2xl font-semibold tabular-nums">
          <time dateTime={now.toISOString()}>{time}</time>
        </p>
        <p className="text-sm text-muted">{date}</p>
      </div>
    </div>
  );
}
