import { PageContainer } from '~/components/layout/page-container';
import { pageMeta } from '~/lib/meta';
import { FixationReader } from '~/features/fixation/components/fixation-reader';
import { ReaderLibrary } from '~/features/reader/components/reader-library';
import { useKeptReading } from '~/features/reader/hooks/use-kept-reading';

export const meta = () =>
  pageMeta(
    'Fixation Reader',
    'Read your own PDF, EPUB and text files and keep your place, turn highlights into flashcards, or read with the start of each word in bold, with optional read-aloud.',
  );

export default function AppFixationReader() {
  // What the fixation reader shows is kept in the library below, like an opened file.
  const keeper = useKeptReading();
  return (
    <PageContainer className="py-10 sm:py-14">
      <FixationReader keeper={keeper} />
      <ReaderLibrary />
    </PageContainer>
  );
}
