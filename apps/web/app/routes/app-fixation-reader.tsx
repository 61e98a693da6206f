import { PageContainer } from '~/components/layout/page-container';
import { pageMeta } from '~/lib/meta';
import { deferredPart } from '~/components/layout/deferred-part';

// The reader and the library are one chunk of their own: the header answers a tap while it
// arrives. What the fixation reader shows is kept in the library below, like an opened file;
// the hook lives inside the deferred part, so the route itself never re-renders it before it
// has hydrated (docs/decisions/055-first-tap.md).
const readerParts = deferredPart(() =>
  Promise.all([
    import('~/features/fixation/components/fixation-reader'),
    import('~/features/reader/components/reader-library'),
    import('~/features/reader/hooks/use-kept-reading'),
  ]).then(([{ FixationReader }, { ReaderLibrary }, { useKeptReading }]) => ({
    default: function ReaderParts() {
      const keeper = useKeptReading();
      return (
        <>
          <FixationReader keeper={keeper} />
          <ReaderLibrary />
        </>
      );
    },
  })),
);

export const meta = () =>
  pageMeta(
    'Fixation Reader',
    'Read your own PDF, EPUB and text files and keep your place, turn highlights into flashcards, or read with the start of each word in bold, with optional read-aloud.',
  );

export default function AppFixationReader() {
  return <PageContainer className="py-10 sm:py-14">{readerParts}</PageContainer>;
}
