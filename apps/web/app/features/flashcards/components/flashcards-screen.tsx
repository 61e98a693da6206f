import { GitBranch } from 'lucide-react';
import { useCallback, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { keepSet, readKeptSet, type SavedDeckRef, type SetSource } from '../model/kept-set';
import { cardsFromOutline } from '../model/outline';
import { initialQuiz, quizReducer, type QuizCard } from '../model/quiz';
import { DeckList } from './deck-list';
import { DeckView } from './deck-view';
import { ImportForm } from './import-form';
import { QuizActive } from './quiz-active';
import { QuizSetup, type CardSource } from './quiz-setup';
import { QuizSummary } from './quiz-summary';
import { ReviewSession } from './review-session';
import { SaveDeckForm } from './save-deck-form';
import { StudyStreakCard } from './study-streak-card';
import { alertClass, cardClass } from './styles';

/** Material another tool handed over (a mind-map branch as an indented outline). */
export interface IncomingOutline {
  title: string;
  text: string;
  /** The saved map and its nodes' ids in outline order: the cards then remember their node. */
  map?: { id: string; nodeIds: string[] };
}

/**
 * docs/product.md §2 Flashcards: setup → active → summary. Beyond the spec, saved decks (open one
 * with ?deck=<id>, review its due cards with &review=1), import, and the study-day streak. The set
 * being studied is kept in this browser and comes back after a reload (model/kept-set.ts).
 */
interface FlashcardsScreenProps {
  incoming: IncomingOutline | null;
  /** What the page shows under the cards (study progress), given the open deck; from the route. */
  extras?: (deckId: string | null) => ReactNode;
}

export function FlashcardsScreen({ incoming, extras }: FlashcardsScreenProps) {
  const [quiz, dispatch] = useReducer(quizReducer, initialQuiz);
  const [source, setSource] = useState<SetSource>('topic');
  const [savedDeck, setSavedDeck] = useState<SavedDeckRef | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [handoff, setHandoff] = useState(incoming);
  const [searchParams, setSearchParams] = useSearchParams();
  const deckId = searchParams.get('deck');
  const reviewing = searchParams.get('review') === '1';

  const openDeck = useCallback(
    (id: string | null, review = false) =>
      setSearchParams(
        () => {
          const next = new URLSearchParams();
          if (id) next.set('deck', id);
          if (id && review) next.set('review', '1');
          return next;
        },
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );

  // The kept set is read after hydration (the prerendered shell shows the setup stage), and
  // nothing is written before that read, so the first render's empty quiz cannot erase it.
  const restored = useRef(false);
  useEffect(() => {
    const kept = readKeptSet();
    restored.current = true;
    if (!kept) return;
    setSource(kept.source);
    setSavedDeck(kept.savedDeck);
    dispatch({ type: 'restore', quiz: kept.quiz });
    if (kept.quiz.stage === 'active') {
      setNotice(
        `Your cards were kept: you are back at card ${kept.quiz.index + 1} of ${kept.quiz.cards.length}.`,
      );
    }
  }, []);
  useEffect(() => {
    if (restored.current) keepSet(quiz, source, savedDeck);
  }, [quiz, source, savedDeck]);

  /** Starting other cards drops a generated set nobody saved: ask first. */
  const mayReplace = () =>
    quiz.stage === 'setup' ||
    source === 'deck' ||
    savedDeck !== null ||
    window.confirm(
      'The cards you are studying are not saved as a deck and will be gone. Start the new cards anyway?',
    );

  const start = (cards: QuizCard[], from: SetSource, topic?: string) => {
    setSource(from);
    setSavedDeck(null);
    dispatch({ type: 'start', cards, topic });
  };

  const onCards = (cards: QuizCard[], from: CardSource, asked: number) => {
    setNotice(
      cards.length < asked
        ? `The assistant found ${cards.length} cards it can stand behind (you asked for ${asked}).`
        : null,
    );
    start(cards, from);
  };

  const handoffCards = handoff ? cardsFromOutline(handoff.text, handoff.map) : [];

  let main;
  if (deckId && reviewing) {
    main = (
      <ReviewSession
        key={deckId}
        deckId={deckId}
        onExit={() => openDeck(deckId)}
        onClose={() => openDeck(null)}
      />
    );
  } else if (deckId) {
    main = (
      <DeckView
        key={deckId}
        id={deckId}
        onClose={() => openDeck(null)}
        onReview={() => openDeck(deckId, true)}
        onQuiz={(cards, title) => {
          if (!mayReplace()) return;
          openDeck(null);
          setNotice(null);
          start(cards, 'deck', title);
        }}
      />
    );
  } else if (quiz.stage === 'active') {
    main = (
      <>
        <QuizActive state={quiz} dispatch={dispatch} />
        {source !== 'deck' && (
          <SaveDeckForm
            key={savedDeck?.id ?? 'unsaved'}
            topic={quiz.topic}
            cards={quiz.cards}
            source={source}
            savedDeck={savedDeck}
            onSaved={setSavedDeck}
            onOpen={(id) => openDeck(id)}
            className={cardClass}
          />
        )}
      </>
    );
  } else if (quiz.stage === 'summary') {
    main = (
      <QuizSummary
        state={quiz}
        dispatch={(action) => {
          if (action.type === 'newTopic') {
            setSource('topic');
            setSavedDeck(null);
          }
          dispatch(action);
        }}
        source={source}
        savedDeck={savedDeck}
        onSaved={(deck) => {
          setSavedDeck(deck);
          openDeck(deck.id);
        }}
        onOpen={(id) => openDeck(id)}
      />
    );
  } else {
    main = (
      <QuizSetup
        topic={quiz.topic}
        onTopicChange={(topic) => dispatch({ type: 'topic', topic })}
        onCards={onCards}
      />
    );
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
      <div className="min-w-0 space-y-3">
        {notice && quiz.stage === 'active' && !deckId && (
          <p className="rounded-xl border border-line bg-accent-soft/60 px-4 py-2 text-sm">
            {notice}
          </p>
        )}
        {handoff && !deckId && (
          <section className={cardClass} aria-labelledby="handoff-title" data-testid="handoff">
            <h2 id="handoff-title" className="flex items-center gap-2 text-lg font-semibold">
              <GitBranch className="size-5" aria-hidden /> From your mind map “{handoff.title}”
            </h2>
            {handoffCards.length > 0 ? (
              <>
                <p className="mt-1 text-sm text-muted">
                  {handoffCards.length} {handoffCards.length === 1 ? 'card' : 'cards'} from the
                  branch’s shape: each asks what comes under an idea.
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    onClick={() => {
                      if (!mayReplace()) return;
                      setHandoff(null);
                      start(handoffCards, 'mind-map', handoff.title);
                    }}
                  >
                    Study these cards
                  </Button>
                  <Button variant="ghost" onClick={() => setHandoff(null)}>
                    Dismiss
                  </Button>
                </div>
              </>
            ) : (
              <p className={`mt-2 ${alertClass}`}>
                This branch has no ideas under its ideas, so there is nothing to ask about yet.
              </p>
            )}
          </section>
        )}
        {main}
        {extras && <div className="pt-6">{extras(deckId)}</div>}
      </div>
      <aside className="space-y-4" aria-label="Decks">
        <StudyStreakCard />
        <DeckList openId={deckId} onOpen={(deck) => openDeck(deck.id)} />
        <ImportForm onImported={(id) => openDeck(id)} />
      </aside>
    </div>
  );
}
