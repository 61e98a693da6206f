import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { PageContainer } from '~/components/layout/page-container';
import { pageMeta } from '~/lib/meta';
import { useIncomingHandoff } from '~/lib/use-incoming-handoff';
import { DeferredPart } from '~/components/layout/deferred-part';
import type { IncomingOutline } from '~/features/flashcards/components/flashcards-screen';

// The decks, quiz and review (with the card schemas) are a chunk of their own: the header and
// the heading answer a tap while it arrives.
const FlashcardsScreen = lazy(() =>
  import('~/features/flashcards/components/flashcards-screen').then((m) => ({
    default: m.FlashcardsScreen,
  })),
);

// The charts load after the screen answers taps (docs/decisions/047-study-loop.md).
const StudyProgress = lazy(() => import('~/features/study/components/study-progress'));

const deckExtras = (deckId: string | null): ReactNode => (
  <Suspense fallback={null}>
    <StudyProgress deckId={deckId} />
  </Suspense>
);

export const meta = () =>
  pageMeta(
    'Flashcards',
    'Make question-and-answer cards on any topic or from your notes, quiz yourself, and review saved decks with spaced repetition.',
  );

export default function FlashcardsRoute() {
  // A mind-map branch sent here: its outline, and the map and nodes its cards will remember.
  const handoff = useIncomingHandoff('flashcards');
  const incoming = useMemo<IncomingOutline | null>(
    () =>
      handoff
        ? { title: handoff.title, text: handoff.text, ...(handoff.map ? { map: handoff.map } : {}) }
        : null,
    [handoff],
  );
  // The same element while `incoming` is the same: a re-render of the route must not reach the
  // deferred part before it has hydrated (docs/decisions/055-first-tap.md).
  const screen = useMemo(
    () => (
      <DeferredPart className="mt-6">
        <FlashcardsScreen incoming={incoming} extras={deckExtras} />
      </DeferredPart>
    ),
    [incoming],
  );
  return (
    <PageContainer className="py-8 sm:py-10">
      <h1 className="text-3xl font-semibold tracking-tight">Flashcards</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Make cards on a topic, flip them, and say whether you knew each one. Save a set as a deck
        and it comes back for review when it is due.
      </p>
      {screen}
    </PageContainer>
  );
}
