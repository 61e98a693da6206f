import { deferredPart } from '~/components/layout/deferred-part';
import { PageContainer } from '~/components/layout/page-container';
import { pageMeta } from '~/lib/meta';

// The list, its create panels and their queries load after hydration; the prerendered HTML stays
// in place, inert, until then (docs/decisions/062-first-tap-lighter-shell.md).
const screen = deferredPart(
  () =>
    import('~/features/mind-maps/components/mind-maps-screen').then((m) => ({
      default: m.MindMapsScreen,
    })),
  'mt-6',
);

export const meta = () =>
  pageMeta('Mind Maps', 'Lay out ideas as an editable graph, and let AI suggest branches.');

export default function MindMapsRoute() {
  return (
    <PageContainer className="py-8 sm:py-10">
      <h1 className="text-3xl font-semibold tracking-tight">Mind Maps</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Start from a topic with AI, from a blank canvas, or from an outline you already have.
      </p>
      {screen}
    </PageContainer>
  );
}
