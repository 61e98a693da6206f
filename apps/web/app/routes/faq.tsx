import { PageContainer } from '~/components/layout/page-container';
import { pageMeta } from '~/lib/meta';
import { FaqSection } from '~/features/help/components/faq-section';

export const meta = () =>
  pageMeta(
    'Help & FAQ',
    'Answers about Quietdesk: fixation reading, the focus timer, mind maps, the AI planner, data, accounts and the medical disclaimer.',
    { path: '/faq' },
  );

export default function Faq() {
  return (
    <PageContainer width="narrow" className="py-14 sm:py-20">
      <h1 className="text-4xl font-semibold tracking-tight">Help &amp; FAQ</h1>
      <p className="mt-3 text-lg text-muted">Short answers to the questions people ask most.</p>
      <div className="mt-10">
        <FaqSection />
      </div>
    </PageContainer>
  );
}
