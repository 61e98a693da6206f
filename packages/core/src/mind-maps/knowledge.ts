import type { KnowledgeLevel } from '../api/mind-maps.ts';

// How well a node is known, from every test of it: the person's own recall marks and the cards
// made from the node. Each test counts by its latest outcome (a recall mark by the last one, a
// card by its last review), so knowing something now outweighs having missed it once.

export type TestOutcome = 'passed' | 'partly' | 'failed';

/** A card's last review rating as a test outcome: Hard is a pass with effort. */
export const cardOutcome = (rating: 'again' | 'hard' | 'good' | 'easy'): TestOutcome =>
  rating === 'again' ? 'failed' : rating === 'hard' ? 'partly' : 'passed';

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
