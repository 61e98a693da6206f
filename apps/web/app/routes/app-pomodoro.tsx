import type { PlanTaskLink } from '@quietdesk/core/api/pomodoro';
import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DeferredPart } from '~/components/layout/deferred-part';
import { PageContainer } from '~/components/layout/page-container';
import { pageMeta } from '~/lib/meta';
import { FocusSoundSetting } from '~/features/sounds/components/focus-sound-setting';
import { UUID } from '@quietdesk/core/uuid';

// The timer screen (its engine, statistics and chart, settings, the stats query) is a chunk of
// its own, loaded after hydration: the header answers a first tap without it, and its prerendered
// HTML stays in place, inert, until it has hydrated (docs/decisions/062-first-tap-lighter-shell.md).
const TimerScreen = lazy(() =>
  import('~/features/pomodoro/components/timer-screen').then((m) => ({ default: m.TimerScreen })),
);
const focusSoundSetting = <FocusSoundSetting />;

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

// The Review part of the timer (its button, picker and due cards) loads with the deferred timer,
// never in the route's first load (docs/decisions/056-review-sessions.md).
const ReviewBeside = lazy(() => import('./app-pomodoro-review-entry'));

export default function PomodoroRoute() {
  // The planner's "Focus on this" links here with ?task=<task title>.
  // Today's "Start" adds &plan=<id>&task_index=<n>: the session is spent on that plan task.
  const [searchParams] = useSearchParams();
  const planTask = useMemo(() => planTaskFrom(searchParams), [searchParams]);
  // ?deck=<id> opens the Review picker on that deck.
  const deckParam = searchParams.get('deck');
  const deckId = deckParam && UUID.test(deckParam) ? deckParam : undefined;
  const taskName = searchParams.get('task')?.slice(0, 200) ?? '';
  // The same element while the search is the same: a re-render of the route must not reach the
  // deferred part before it has hydrated (docs/decisions/055-first-tap.md).
  const timer = useMemo(
    () => (
      <DeferredPart className="mt-6">
        <TimerScreen
          initialTaskName={taskName}
          initialPlanTask={planTask}
          settingsExtra={focusSoundSetting}
          aside={
            <Suspense fallback={null}>
              <ReviewBeside planTask={planTask} taskName={taskName} deckId={deckId} />
            </Suspense>
          }
        />
      </DeferredPart>
    ),
    [taskName, planTask, deckId],
  );
  return (
    <PageContainer className="py-8 sm:py-10">
      <h1 className="text-3xl font-semibold tracking-tight">Focus Timer</h1>
      <p className="mt-2 text-muted">
        Work in focused blocks, rest in between, and watch the streak grow.
      </p>
      {timer}
    </PageContainer>
  );
}
