import { PageContainer } from '~/components/layout/page-container';
import { pageMeta } from '~/lib/meta';
import { PlannerScreen } from '~/features/planner/components/planner-screen';

export const meta = () =>
  pageMeta(
    'AI Planner',
    'Turn a goal into a task list with durations and priorities, tick tasks off and export the plan.',
  );

export default function AiPlannerRoute() {
  return (
    <PageContainer className="py-8 sm:py-10">
      <h1 className="text-3xl font-semibold tracking-tight">AI Planner</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Describe a goal and get a step-by-step plan with durations and priorities.
      </p>
      <div className="mt-6">
        <PlannerScreen />
      </div>
    </PageContainer>
  );
}
