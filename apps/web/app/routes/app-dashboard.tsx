import { Sparkles, Timer } from 'lucide-react';
import { lazy } from 'react';
import { DeferredPart } from '~/components/layout/deferred-part';
import { PageContainer } from '~/components/layout/page-container';
import { ButtonLink } from '~/components/ui/button';
import { browserTimeZone } from '~/lib/date-format';
import { pageMeta } from '~/lib/meta';
import { DashboardHeader } from '~/features/dashboard/components/dashboard-header';
import { ToolCards } from '~/components/ui/tool-card';
import { SessionStatusCard } from '~/features/pomodoro/components/session-status-card';
import { useActiveSession } from '~/features/pomodoro/hooks/use-session';
import { SoundStatusCard } from '~/features/sounds/components/sound-status-card';
import { requestTodayEarly } from '~/features/study/api/today-request';

// The Today card brings the study schemas (zod, ~22 KB brotli) and the planner's countdowns: its
// own chunk, so the rest of the screen (and the header) hydrates and answers a tap without
// waiting for it. On the first load its prerendered HTML stays in place until the code is here.
const TodayCard = lazy(() =>
  import('~/features/study/components/today-card').then((m) => ({ default: m.TodayCard })),
);

// Today's answer is asked for as soon as this code runs, before the page hydrates: the card's code
// comes after React Query's, and its own request would then have been one more round trip at the
// end (docs/decisions/068-today-requested-early.md). In the browser only.
requestTodayEarly(browserTimeZone());

// One element for every render: a re-render of the dashboard (the timer's store changing) must
// not reach the card's boundary before it has hydrated, or React drops its prerendered HTML and
// renders it anew, empty until the code arrives (docs/decisions/055-first-tap.md).
const todayCard = (
  <DeferredPart className="contents">
    <TodayCard />
  </DeferredPart>
);

export const meta = () =>
  pageMeta(
    'Dashboard',
    'Your Quietdesk dashboard: focus session, ambient sounds and all five tools.',
  );

export default function Dashboard() {
  // While a session is on, the main action is to go back to it, not to start another.
  const session = useActiveSession();
  return (
    <PageContainer className="py-10 sm:py-14">
      <DashboardHeader />
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to="/app/pomodoro" size="lg">
          <Timer className="size-5" aria-hidden />{' '}
          {session ? 'Open Focus Timer' : 'Start Focus Session'}
        </ButtonLink>
        <ButtonLink to="/app/ai-planner" size="lg" variant="secondary">
          <Sparkles className="size-5" aria-hidden /> Create AI Plan
        </ButtonLink>
      </div>
      <section aria-label="Status" className="mt-10 grid gap-4 md:grid-cols-2">
        {todayCard}
        <SessionStatusCard />
        <SoundStatusCard />
      </section>
      <section aria-labelledby="tools-heading" className="mt-12">
        <h2 id="tools-heading" className="text-xl font-semibold tracking-tight">
          Your tools
        </h2>
        <div className="mt-4">
          <ToolCards
            link="href"
            action="Open"
            size="compact"
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          />
        </div>
      </section>
    </PageContainer>
  );
}
