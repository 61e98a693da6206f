import type { Flashcard } from '@quietdesk/core/api/ai';

// Rules every offline card follows: both sides non-empty, the answer not given away by the
// question, no question twice. Cards are collected in priority order and cut at `count`.

const TINY = new Set(['a', 'an', 'the', 'of', 'to', 'in', 'on', 'and', 'or', 'is', 'are', 'it']);

function normalise(text: string): string {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !TINY.has(w)).join(' ');
}

/** True when the answer's words appear, in order, inside the question. */
export function answerInQuestion(question: string, answer: string): boolean {
  const a = normalise(answer);
  return a.length > 0 && normalise(question).includes(a);
}

export class CardSet {
  readonly cards: Flashcard[] = [];
  private readonly questions = new Set<string>();
  constructor(private readonly count: number) {}

  get full(): boolean {
    return this.cards.length >= this.count;
  }

  /** Adds the card when it follows the rules and there is room; returns whether it was added. */
  add(question: string, answer: string): boolean {
    const q = question.replace(/\s+/g, ' ').trim().slice(0, 1000);
    const a = answer.replace(/\s+/g, ' ').trim().slice(0, 1000);
    const key = normalise(q);
    if (this.full || !q || !a || !key || this.questions.has(key) || answerInQuestion(q, a))
      return false;
    this.questions.add(key);
    this.cards.push({ question: q, answer: a });
    return true;
  }
}
