import type { KnowledgeLevel } from '../api/mind-maps.ts';

// How well a node is known, from every test of it: the person's own recall marks and the cards
// made from the node. Each test counts by its latest outcome (a recall mark by the last one, a
// card by its last review), so knowing something now outweighs having missed it once.

export type TestOutcome = 'passed' | 'partly' | 'failed';

/** A card's memory as the scheduler sees it (FSRS), with its last review's rating. */
export interface CardMemory {
  lastRating: 'again' | 'hard' | 'good' | 'easy';
  state: 'new' | 'learning' | 'review' | 'relearning';
  /** FSRS retrievability now: the chance, 0 to 1, that the card would be recalled today. */
  retrievability: number;
}

/** From this retrievability on (FSRS's own default target), a card counts as remembered. */
export const RECALLED_RETRIEVABILITY = 0.9;

/**
 * A reviewed card made from a node as one test of that node
 * (docs/decisions/059-cards-remember-their-node.md): failed when it was last forgotten (Again, or relearning after a lapse); passed when the last
 * answer was Good or Easy and it is still likely recalled now; partly otherwise (answered with
 * effort, or fading since).
 */
export function cardOutcome(card: CardMemory): TestOutcome {
  if (card.lastRating === 'again' || card.state === 'relearning') return 'failed';
  if (card.lastRating === 'hard' || card.retrievability < RECALLED_RETRIEVABILITY) return 'partly';
  return 'passed';
}

/** known: every test passed; unknown: every test failed; shaky: anything in between. */
export function knowledgeLevel(outcomes: readonly TestOutcome[]): KnowledgeLevel | undefined {
  if (!outcomes.length) return undefined;
  if (outcomes.every((o) => o === 'passed')) return 'known';
  if (outcomes.every((o) => o === 'failed')) return 'unknown';
  return 'shaky';
}

/** The words a level is shown with (in a node's accessible name and beside its tint). */
export const KNOWLEDGE_LABELS: Record<KnowledgeLevel, string> = {
  known: 'Known',
  shaky: 'Shaky',
  unknown: 'Not known yet',
};
