import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { DeferredPart } from '~/components/layout/deferred-part';
import { PageContainer } from '~/components/layout/page-container';
import type { Handoff } from '~/lib/tool-handoff';
import { useIncomingHandoff } from '~/lib/use-incoming-handoff';
import { pageMeta } from '~/lib/meta';

// The planner (form, plan, exports, schemas) is a chunk of its own: the header and the heading
// answer a tap while it arrives.
const PlannerScreen = lazy(() =>
  import('~/features/planner/components/planner-screen').then((m) => ({
    default: m.PlannerScreen,
  })),
);

export const meta = () =>
  pageMeta(
    'AI Planner',
    'Turn a goal into a task list with durations and priorities, tick tasks off and export the plan.',
  );

const GOAL_MAX = 500;

const planExtras = (planId: string): ReactNode => (
  <Suspense fallback={null}>
    <StudyProgress key={planId} planId={planId} />
  </Suspense>
);

// The charts load after the screen answers taps (docs/decisions/047-study-loop.md).
const StudyProgress = lazy(() => import('~/features/study/components/study-progress'));

/**
 * A branch handed over from a mind map becomes the goal: its title and first-level ideas, e.g.
 * "Learn Photosynthesis: light reactions, Calvin cycle".
 */
function goalFromHandoff(handoff: Handoff): string {
  const ideas = handoff.text
    .split('\n')
    .filter((line) => /^ {2}- /.test(line))
    .map((line) => line.slice(4).trim())
    .filter(Boolean);
  const goal = ideas.length
    ? `Learn ${handoff.title}: ${ideas.join(', ')}`
    : `Learn ${handoff.title}`;
  return goal.length > GOAL_MAX ? `${goal.slice(0, GOAL_MAX - 1)}…` : goal;
}

export default function AiPlannerRoute() {
  // A mind-map branch sent here becomes the goal; a reload of the planner does not bring it back.
  const handoff = useIncomingHandoff('planner');
  const initialGoal = handoff ? goalFromHandoff(handoff) : '';
  // The same element while the goal is the same: a re-render of the route must not reach the
  // deferred part before it has hydrated (docs/decisions/055-first-tap.md).
  const screen = useMemo(
    () => (
      <DeferredPart className="mt-6">
        <PlannerScreen initialGoal={initialGoal} planExtras={planExtras} />
      </DeferredPart>
    ),
    [initialGoal],
  );
  return (
    <PageContainer className="py-8 sm:py-10">
      <h1 className="text-3xl font-semibold tracking-tight">AI Planner</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Describe a goal and get a step-by-step plan with durations and priorities.
      </p>
      {screen}
    </PageContainer>
  );
}
