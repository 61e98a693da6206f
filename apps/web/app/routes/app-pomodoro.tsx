import { useSearchParams } from 'react-router';
import { PageContainer } from '~/components/layout/page-container';
import { pageMeta } from '~/lib/meta';
import { TimerScreen } from '~/features/pomodoro/components/timer-screen';
import { FocusSoundSetting } from '~/features/sounds/components/focus-sound-setting';

export const meta = () =>
  pageMeta(
    'Focus Timer',
    'Pomodoro focus timer: work and break cycles, session tracking, history and ambient sounds.',
  );

export default function PomodoroRoute() {
  // The planner's "Focus on this" links here with ?task=<task title>.
  const [searchParams] = useSearchParams();
  return (
    <PageContainer className="py-8 sm:py-10">
      <h1 className="text-3xl font-semibold tracking-tight">Focus Timer</h1>
      <p className="mt-2 text-muted">
        Work in focused blocks, rest in between, and watch the streak grow.
      </p>
      <div className="mt-6">
        <TimerScreen
          initialTaskName={searchParams.get('task')?.slice(0, 200) ?? ''}
          settingsExtra={<FocusSoundSetting />}
        />
      </div>
    </PageContainer>
  );
}
