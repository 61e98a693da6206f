import { useNow } from '../hooks/use-now';
import { CLOCK_FORMATS, CLOCK_REFRESH_MS, formatClock, greetingFor } from '../model/greeting';

const GREETING_ID = 'dashboard-greeting';
const TIME_ID = 'dashboard-clock-time';
const DATE_ID = 'dashboard-clock-date';

// In the prerendered shell the greeting and the clock are written by this script as the page is
// parsed (the same thresholds as greetingFor, the same formats as formatClock), so they show in
// the first paint, before any app JavaScript has loaded.
// Rendered by React too, where it is inert: scripts inserted by React do not run.
const SHELL_SCRIPT = `(function(d,g,t,e){var h=d.getHours();g&&(g.textContent=h<12?'Good Morning':h<18?'Good Afternoon':'Good Evening');try{t.textContent=new Intl.DateTimeFormat(undefined,${JSON.stringify(CLOCK_FORMATS.time)}).format(d);t.setAttribute('datetime',d.toISOString());e.textContent=new Intl.DateTimeFormat(undefined,${JSON.stringify(CLOCK_FORMATS.date)}).format(d)}catch(x){}})(new Date(),document.getElementById('${GREETING_ID}'),document.getElementById('${TIME_ID}'),document.getElementById('${DATE_ID}'))`;

/** Greeting by time of day and a clock that refreshes every 60 s. */
export function DashboardHeader() {
  const now = useNow(CLOCK_REFRESH_MS);
  const clock = now && formatClock(now);
  // The shell's texts come from SHELL_SCRIPT, not from React: hydration leaves them as they are
  // (suppressHydrationWarning), and the first render after it writes React's own.
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1
          id={GREETING_ID}
          className="text-3xl font-semibold tracking-tight sm:text-4xl"
          data-testid="greeting"
          suppressHydrationWarning
        >
          {now ? greetingFor(now) : ''}
        </h1>
        <p className="mt-2 text-muted">What would you like to focus on today?</p>
      </div>
      <div className="min-h-14 sm:text-right" data-testid="clock">
        <p className="text-2xl font-semibold tabular-nums">
          <time id={TIME_ID} dateTime={now?.toISOString()} suppressHydrationWarning>
            {clock?.time ?? ''}
          </time>
        </p>
        <p id={DATE_ID} className="text-sm text-muted" suppressHydrationWarning>
          {clock?.date ?? ''}
        </p>
      </div>
      <script dangerouslySetInnerHTML={{ __html: SHELL_SCRIPT }} />
    </div>
  );
}
