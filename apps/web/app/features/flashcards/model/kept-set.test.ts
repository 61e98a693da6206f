import { beforeEach, describe, expect, it } from 'vitest';
import { PERSONAL_KEYS } from '~/lib/storage';
import { keepSet, readKeptSet } from './kept-set';
import { initialQuiz, quizReducer, type QuizState } from './quiz';

const cards = [
  { question: 'Q1?', answer: 'A1' },
  { question: 'Q2?', answer: 'A2' },
];

function ratedFirst(): QuizState {
  let state = quizReducer(initialQuiz, { type: 'start', cards, topic: 'Rivers' });
  state = quizReducer(state, { type: 'flip' });
  return quizReducer(state, { type: 'rate', correct: true });
}

describe('the kept flashcard set', () => {
  beforeEach(() => localStorage.clear());

  it('comes back with its cards, place, score and saved deck', () => {
    const state = quizReducer(ratedFirst(), { type: 'advance' });
    keepSet(state, 'topic', { id: 'd1', title: 'Rivers' });
    const kept = readKeptSet();
    expect(kept?.quiz).toMatchObject({ stage: 'active', index: 1, score: 10, topic: 'Rivers' });
    expect(kept?.savedDeck).toEqual({ id: 'd1', title: 'Rivers' });
    const restored = quizReducer(initialQuiz, { type: 'restore', quiz: kept!.quiz });
    expect(restored).toMatchObject({ stage: 'active', index: 1, rated: false, cards });
  });

  it('keeps a rating whose advance had not run yet as the move it started', () => {
    keepSet(ratedFirst(), 'notes', null);
    expect(readKeptSet()?.quiz).toMatchObject({ stage: 'active', index: 1, flipped: false });
    let last = quizReducer(ratedFirst(), { type: 'advance' });
    last = quizReducer(quizReducer(last, { type: 'flip' }), { type: 'rate', correct: false });
    keepSet(last, 'notes', null);
    expect(readKeptSet()?.quiz).toMatchObject({ stage: 'summary', index: 1, score: 15 });
  });

  it('goes when the quiz is back at setup', () => {
    keepSet(ratedFirst(), 'topic', null);
    keepSet(initialQuiz, 'topic', null);
    expect(localStorage.getItem(PERSONAL_KEYS.flashcardSet)).toBeNull();
  });

  it('ignores what is not a kept set', () => {
    for (const raw of ['{', '{"quiz":{}}', JSON.stringify({ quiz: { stage: 'active' } })]) {
      localStorage.setItem(PERSONAL_KEYS.flashcardSet, raw);
      expect(readKeptSet()).toBeNull();
    }
    keepSet(quizReducer(ratedFirst(), { type: 'advance' }), 'topic', null);
    const stored = JSON.parse(localStorage.getItem(PERSONAL_KEYS.flashcardSet)!);
    stored.quiz.index = 5;
    localStorage.setItem(PERSONAL_KEYS.flashcardSet, JSON.stringify(stored));
    expect(readKeptSet()).toBeNull();
  });
});
