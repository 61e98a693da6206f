import { flashcardCards } from './schema.ts';

/**
 * A card's FSRS schedule columns (docs/decisions/014-fsrs-scheduling.md): what rating a card
 * reads, and what a mind map's recall view shows of the cards made from its nodes.
 */
export function cardScheduleColumns() {
  return {
    state: flashcardCards.state,
    due: flashcardCards.due,
    stability: flashcardCards.stability,
    difficulty: flashcardCards.difficulty,
    scheduledDays: flashcardCards.scheduledDays,
    learningSteps: flashcardCards.learningSteps,
    reps: flashcardCards.reps,
    lapses: flashcardCards.lapses,
    lastReview: flashcardCards.lastReview,
  };
}
