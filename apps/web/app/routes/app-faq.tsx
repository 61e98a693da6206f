import { PageContainer } from '~/components/layout/page-container';
import { pageMeta } from '~/lib/meta';
import { FaqSection } from '~/features/help/components/faq-section';

export const meta = () =>
  pageMeta('Help', 'Help and frequently asked questions for the Quietdesk app.');

export default function AppFaq() {
  return (
    <PageContainer width="narrow" className="py-10 sm:py-14">
      <h1 className="text-3xl font-semibold tracking-tight">Help</h1>
      <p className="mt-2 text-muted">Frequently asked questions about Quietdesk.</p>
      <div className="mt-8">
        <FaqSection />
      </div>
    </PageContainer>
  );
}
