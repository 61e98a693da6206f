import { PageContainer } from '~/components/layout/page-container';
import { pageMeta } from '~/lib/meta';
import { FixationReader } from '~/features/fixation/components/fixation-reader';

export const meta = () =>
  pageMeta(
    'Fixation Reader',
    'Read with the start of each word in bold, from pasted text or a web address, with optional read-aloud.',
  );

export default function AppFixationReader() {
  return (
    <PageContainer className="py-10 sm:py-14">
      <FixationReader />
    </PageContainer>
  );
}
