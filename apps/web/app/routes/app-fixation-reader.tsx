import { PageContainer } from '~/components/layout/page-container';
import { pageMeta } from '~/lib/meta';
import { useKeptReading } from '~/features/reader/hooks/use-kept-reading';
import { lazy } from 'react';
import { DeferredPart } from '~/components/layout/deferred-part';

// The reader and the library are chunks of their own: the header answers a tap while they arrive.
const FixationReader = lazy(() =>
  import('~/features/fixation/components/fixation-reader').then((m) => ({
    default: m.FixationReader,
  })),
);
const ReaderLibrary = lazy(() =>
  import('~/features/reader/components/reader-library').then((m) => ({
    default: m.ReaderLibrary,
  })),
);

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
      <DeferredPart>
        <FixationReader keeper={keeper} />
        <ReaderLibrary />
      </DeferredPart>
    </PageContainer>
  );
}
