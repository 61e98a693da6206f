import type { PlanTaskLink } from '@quietdesk/core/api/pomodoro';
import { useSearchParams } from 'react-router';
import { PageContainer } from '~/components/layout/page-container';
import { pageMeta } from '~/lib/meta';
import { TimerScreen } from '~/features/pomodoro/components/timer-screen';
import { FocusSoundSetting } from '~/features/sounds/components/focus-sound-setting';
import { UUID } from '@quietdesk/core/uuid';

export const meta = () =>
  pageMeta(
    'Focus Timer',
    'Pomodoro focus timer: work and break cycles, session tracking, history and ambient sounds.',
  );

function planTaskFrom(params: URLSearchParams): PlanTaskLink | undefined {
  const planId = params.get('plan');
  const rawIndex = params.get('task_index');
  const index = Number(rawIndex);
  if (!planId || !UUID.test(planId) || !rawIndex || !Number.isInteger(index) || index < 0) {
    return undefined;
  }
  return { plan_id: planId, task_index: index };
}

export default function PomodoroRoute() {
  // The planner's "Focus on this" links here with ?task=<task title>.
  // Today's "Start" adds &plan=<id>&task_index=<n>: the session is spent on that plan task.
  const [searchParams] = useSearchParams();
  const planTask = planTaskFrom(searchParams);
  return (
    <PageContainer className="py-8 sm:py-10">
      <h1 className="text-3xl font-semibold tracking-tight">Focus Timer</h1>
      <p className="mt-2 text-muted">
        Work in focused blocks, rest in between, and watch the streak grow.
      </p>
      <div className="mt-6">
        <TimerScreen
          initialTaskName={searchParams.get('task')?.slice(0, 200) ?? ''}
          initialPlanTask={planTask}
          settingsExtra={<FocusSoundSetting />}
        />
      </div>
    </PageContainer>
  );
}
