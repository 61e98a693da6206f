import { PageContainer } from '~/components/layout/page-container';
import { pageMeta } from '~/lib/meta';
import { MindMapsScreen } from '~/features/mind-maps/components/mind-maps-screen';

export const meta = () =>
  pageMeta('Mind Maps', 'Lay out ideas as an editable graph, and let AI suggest branches.');

export default function MindMapsRoute() {
  return (
    <PageContainer className="py-8 sm:py-10">
      <h1 className="text-3xl font-semibold tracking-tight">Mind Maps</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Start from a topic with AI, from a blank canvas, or from an outline you already have.
      </p>
      <div className="mt-6">
        <MindMapsScreen />
      </div>
    </PageContainer>
  );
}
