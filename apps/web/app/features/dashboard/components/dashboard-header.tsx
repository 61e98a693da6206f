import { useNow } from '../hooks/use-now';
import { CLOCK_REFRESH_MS, formatClock, greetingFor } from '../model/greeting';

const GREETING_ID = 'dashboard-greeting';

// In the prerendered shell the greeting is written by this script as the page is parsed (the
// same thresholds as greetingFor), so the heading shows before any app JavaScript has loaded.
// Rendered by React too, where it is inert: scripts inserted by React do not run.
const GREETING_SCRIPT = `(function(h,e){e&&(e.textContent=h<12?'Good Morning':h<18?'Good Afternoon':'Good Evening')})(new Date().getHours(),document.getElementById('${GREETING_ID}'))`;

/** Greeting by time of day and a clock that refreshes every 60 s. */
export function DashboardHeader() {
  const now = useNow(CLOCK_REFRESH_MS);
  const clock = now && formatClock(now);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1
          id={GREETING_ID}
          className="text-3xl font-semibold tracking-tight sm:text-4xl"
          data-testid="greeting"
          // The shell's text comes from GREETING_SCRIPT, not from React.
          suppressHydrationWarning
        >
          {now ? greetingFor(now) : ''}
        </h1>
        <script dangerouslySetInnerHTML={{ __html: GREETING_SCRIPT }} />
        <p className="mt-2 text-muted">What would you like to focus on today?</p>
      </div>
      <div className="min-h-14 sm:text-right" data-testid="clock">
        {clock && now && (
          <>
            <p className="text-2xl font-semibold tabular-nums">
              <time dateTime={now.toISOString()}>{clock.time}</time>
            </p>
            <p className="text-sm text-muted">{clock.date}</p>
          </>
        )}
      </div>
    </div>
  );
}
