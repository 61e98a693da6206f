import { Sparkles, Timer } from 'lucide-react';
import { PageContainer } from '~/components/layout/page-container';
import { ButtonLink } from '~/components/ui/button';
import { pageMeta } from '~/lib/meta';
import { DashboardHeader } from '~/features/dashboard/components/dashboard-header';
import { ToolCards } from '~/features/dashboard/components/tool-cards';
import { SessionStatusCard } from '~/features/pomodoro/components/session-status-card';
import { useActiveSession } from '~/features/pomodoro/hooks/use-session';
import { SoundStatusCard } from '~/features/sounds/components/sound-status-card';
import { TodayCard } from '~/features/study/components/today-card';

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
        <TodayCard />
        <SessionStatusCard />
        <SoundStatusCard />
      </section>
      <section aria-labelledby="tools-heading" className="mt-12">
        <h2 id="tools-heading" className="text-xl font-semibold tracking-tight">
          Your tools
        </h2>
        <div className="mt-4">
          <ToolCards />
        </div>
      </section>
    </PageContainer>
  );
}
