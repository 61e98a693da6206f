import { deferredPart } from '~/components/layout/deferred-part';
import { PageContainer } from '~/components/layout/page-container';
import { pageMeta } from '~/lib/meta';

// The questions are prerendered; their code loads after hydration, so the header answers a first
// tap without it (docs/decisions/062-first-tap-lighter-shell.md).
const questions = deferredPart(
  () => import('~/features/help/components/faq-section').then((m) => ({ default: m.FaqSection })),
  'mt-8',
);

export const meta = () =>
  pageMeta('Help', 'Help and frequently asked questions for the Quietdesk app.');

export default function AppFaq() {
  return (
    <PageContainer width="narrow" className="py-10 sm:py-14">
      <h1 className="text-3xl font-semibold tracking-tight">Help</h1>
      <p className="mt-2 text-muted">Frequently asked questions about Quietdesk.</p>
      {questions}
    </PageContainer>
  );
}
