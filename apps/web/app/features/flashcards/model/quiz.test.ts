import { describe, expect, it } from 'vitest';
import { initialQuiz, quizReducer, type QuizAction, type QuizState } from './quiz';

const cards = [
  { question: 'Q1', answer: 'A1' },
  { question: 'Q2', answer: 'A2' },
];
const run = (actions: QuizAction[], from: QuizState = initialQuiz) =>
  actions.reduce(quizReducer, from);

describe('quiz reducer', () => {
  it('goes setup → active → summary, scoring 10 and 5', () => {
    const s = run([
      { type: 'topic', topic: 'Cells' },
      { type: 'start', cards },
      { type: 'flip' },
      { type: 'rate', correct: true },
      { type: 'advance' },
      { type: 'flip' },
      { type: 'rate', correct: false },
      { type: 'advance' },
    ]);
    expect(s.stage).toBe('summary');
    expect(s.score).toBe(15);
    expect(s.streak).toBe(0);
    expect(s.history.map((h) => [h.correct, h.points])).toEqual([
      [true, 10],
      [false, 5],
    ]);
  });

  it('flips once, rates only after flipping and only once', () => {
    let s = run([
      { type: 'start', cards },
      { type: 'rate', correct: true },
    ]);
    expect(s.score).toBe(0);
    s = run([{ type: 'flip' }, { type: 'flip' }], s);
    expect(s.flipped).toBe(true);
    s = run(
      [
        { type: 'rate', correct: true },
        { type: 'rate', correct: true },
      ],
      s,
    );
    expect(s.score).toBe(10);
    expect(s.celebrating).toBe(true);
  });

  it('Study Again keeps the cards; Study New Topic resets everything', () => {
    const done = run([
      { type: 'topic', topic: 'Cells' },
      { type: 'start', cards },
      { type: 'flip' },
      { type: 'rate', correct: true },
      { type: 'advance' },
    ]);
    const again = quizReducer(done, { type: 'studyAgain' });
    expect(again).toMatchObject({
      stage: 'active',
      cards,
      topic: 'Cells',
      score: 0,
      streak: 0,
      index: 0,
      history: [],
    });
    expect(quizReducer(done, { type: 'newTopic' })).toEqual(initialQuiz);
  });
});
