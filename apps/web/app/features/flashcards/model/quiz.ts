import type { CardMapNode } from '@quietdesk/core/api/flashcards';
import type { ContentSource } from '@quietdesk/core/api/source';
import { rate, type SessionRecord } from '@quietdesk/core/flashcards/scoring';

// The quiz's state (docs/product.md §3 session state, §4 Flashcards) as a reducer: setup → active
// → summary. Timing (300 ms advance, 3 s celebration) lives in the component; this stays pure.

export interface QuizCard {
  question: string;
  answer: string;
  /** Set when the card is in a saved deck: ratings then also teach the scheduler. */
  id?: string;
  deckId?: string;
  /** Where a generated card came from; shown with the card and kept when the set is saved. */
  source?: ContentSource;
  /** The mind-map node a card was made from; kept when the set is saved as a deck. */
  mapNode?: CardMapNode;
}

export interface QuizState {
  stage: 'setup' | 'active' | 'summary';
  topic: string;
  cards: QuizCard[];
  index: number;
  flipped: boolean;
  /** A rating was given and the 300 ms advance is pending: no second rating. */
  rated: boolean;
  score: number;
  streak: number;
  celebrating: boolean;
  history: SessionRecord<QuizCard>[];
}

/** What is kept of a quiz across a reload (model/kept-set.ts): no pending timers. */
export type QuizSnapshot = Pick<
  QuizState,
  'stage' | 'topic' | 'cards' | 'index' | 'flipped' | 'score' | 'streak' | 'history'
>;

export type QuizAction =
  | { type: 'topic'; topic: string }
  | { type: 'restore'; quiz: QuizSnapshot }
  | { type: 'start'; cards: QuizCard[]; topic?: string }
  | { type: 'flip' }
  | { type: 'rate'; correct: boolean }
  | { type: 'advance' }
  | { type: 'celebrationOver' }
  | { type: 'studyAgain' }
  | { type: 'newTopic' };

export const initialQuiz: QuizState = {
  stage: 'setup',
  topic: '',
  cards: [],
  index: 0,
  flipped: false,
  rated: false,
  score: 0,
  streak: 0,
  celebrating: false,
  history: [],
};

const freshRun = { index: 0, flipped: false, rated: false, score: 0, streak: 0, history: [] };

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'topic':
      return { ...state, topic: action.topic };
    case 'restore':
      return { ...initialQuiz, ...action.quiz };
    case 'start':
      return {
        ...state,
        ...freshRun,
        topic: action.topic ?? state.topic,
        stage: 'active',
        cards: action.cards,
        celebrating: false,
      };
    case 'flip':
      // A card flips once and never back.
      return state.stage === 'active' && !state.flipped ? { ...state, flipped: true } : state;
    case 'rate': {
      const card = state.cards[state.index];
      if (state.stage !== 'active' || !state.flipped || state.rated || !card) return state;
      const next = rate(state, action.correct);
      return {
        ...state,
        ...next,
        rated: true,
        celebrating: action.correct ? true : state.celebrating,
        history: [
          ...state.history,
          { card, correct: action.correct, points: next.score - state.score },
        ],
      };
    }
    case 'advance': {
      if (!state.rated) return state;
      const last = state.index >= state.cards.length - 1;
      return last
        ? { ...state, stage: 'summary', flipped: false, rated: false }
        : { ...state, index: state.index + 1, flipped: false, rated: false };
    }
    case 'celebrationOver':
      return { ...state, celebrating: false };
    case 'studyAgain':
      return { ...state, ...freshRun, stage: 'active', celebrating: false };
    case 'newTopic':
      return initialQuiz;
  }
}
