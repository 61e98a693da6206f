import type { DeckSummary, SavedCard } from '@quietdesk/core/api/flashcards';
import type { CardSchedule } from '@quietdesk/core/flashcards/schedule';
import type {
  CardRow,
  CardView,
  DeckWithCounts,
  ScheduleColumns,
} from './flashcards.repository.ts';

export function toSummary(row: DeckWithCounts): DeckSummary {
  return {
    id: row.id,
    title: row.title,
    source: row.source,
    exam_date: row.examDate,
    plan_id: row.planId,
    card_count: row.cardCount,
    due_count: row.dueCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * `source` and `tags` are read where a whole deck is shown (and exported); study batches leave
 * them out.
 */
export function toCard(row: CardView & Partial<Pick<CardRow, 'source' | 'tags'>>): SavedCard {
  return {
    id: row.id,
    deck_id: row.deckId,
    question: row.question,
    answer: row.answer,
    ...(row.source ? { source: row.source } : {}),
    ...(row.tags?.length ? { tags: row.tags } : {}),
    state: row.state,
    due: row.due.toISOString(),
    reps: row.reps,
    lapses: row.lapses,
    last_review: row.lastReview?.toISOString() ?? null,
  };
}

export function toSchedule(row: ScheduleColumns): CardSchedule {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    scheduledDays: row.scheduledDays,
    learningSteps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    lastReview: row.lastReview,
  };
}

export function toColumns(schedule: CardSchedule): ScheduleColumns {
  return { ...schedule };
}
