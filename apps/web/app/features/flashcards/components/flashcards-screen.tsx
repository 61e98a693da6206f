import { GitBranch } from 'lucide-react';
import { useCallback, useReducer, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { cardsFromOutline } from '../model/outline';
import { initialQuiz, quizReducer, type QuizCard } from '../model/quiz';
import { DeckList } from './deck-list';
import { DeckView } from './deck-view';
import { ImportForm } from './import-form';
import { QuizActive } from './quiz-active';
import { QuizSetup, type CardSource } from './quiz-setup';
import { QuizSummary } from './quiz-summary';
import { ReviewSession } from './review-session';
import { StudyStreakCard } from './study-streak-card';
import { alertClass, panelClass } from './styles';

/** Material another tool handed over (a mind-map branch as an indented outline). */
export interface IncomingOutline {
  title: string;
  text: string;
}

type Source = CardSource | 'mind-map' | 'deck';

/**
 * docs/product.md §2 Flashcards: setup → active → summary. Beyond the spec, saved decks (open one
 * with ?deck=<id>, review its due cards with &review=1), import, and the study-day streak.
 */
export function FlashcardsScreen({ incoming }: { incoming: IncomingOutline | null }) {
  const [quiz, dispatch] = useReducer(quizReducer, initialQuiz);
  const [source, setSource] = useState<Source>('topic');
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

  const start = (cards: QuizCard[], from: Source, topic?: string) => {
    setSource(from);
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

  const handoffCards = handoff ? cardsFromOutline(handoff.text) : [];

  let main;
  if (deckId && reviewing) {
    main = <ReviewSession key={deckId} deckId={deckId} onExit={() => openDeck(deckId)} />;
  } else if (deckId) {
    main = (
      <DeckView
        key={deckId}
        id={deckId}
        onClose={() => openDeck(null)}
        onReview={() => openDeck(deckId, true)}
        onQuiz={(cards, title) => {
          openDeck(null);
          setNotice(null);
          start(cards, 'deck', title);
        }}
      />
    );
  } else if (quiz.stage === 'active') {
    main = <QuizActive state={quiz} dispatch={dispatch} />;
  } else if (quiz.stage === 'summary') {
    main = (
      <QuizSummary
        state={quiz}
        dispatch={(action) => {
          if (action.type === 'newTopic') setSource('topic');
          dispatch(action);
        }}
        source={source}
        onSaved={(id) => openDeck(id)}
      />
    );
  } else {
    main = (
      <div className="space-y-4">
        {handoff && (
          <section className={panelClass} aria-labelledby="handoff-title" data-testid="handoff">
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
        <QuizSetup
          topic={quiz.topic}
          onTopicChange={(topic) => dispatch({ type: 'topic', topic })}
          onCards={onCards}
        />
      </div>
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
        {main}
      </div>
      <aside className="space-y-4" aria-label="Decks">
        <StudyStreakCard />
        <DeckList openId={deckId} onOpen={(deck) => openDeck(deck.id)} />
        <ImportForm onImported={(id) => openDeck(id)} />
      </aside>
    </div>
  );
}
