import {
  DUE_BATCH,
  type DueCard,
  type DueList,
  type ReviewResult,
  type StudyStreakResponse,
} from '@quietdesk/core/api/flashcards';
import {
  formatInterval,
  previewDue,
  review,
  type ReviewRating,
} from '@quietdesk/core/flashcards/schedule';
import { isTimeZone, studyStreak, type CardHistory } from '@quietdesk/core/flashcards/study-streak';
import type { Clock } from '../../clock.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { toCard, toColumns, toSchedule } from './flashcards.mappers.ts';
import type { FlashcardsRepository, StudyCard } from './flashcards.repository.ts';
import { CARD_NOT_FOUND, DECK_NOT_FOUND } from './flashcards.service.ts';
import { UUID } from '@quietdesk/core/uuid';

// Studying saved cards: the due list with each rating's next interval, ratings (from the review
// screen or a quiz of a saved deck), and the study-day streak. Scheduling itself is core's pure
// FSRS wiring; this file only loads, saves and applies the injected clock.

const RATED_ELSEWHERE =
  'This card was rated somewhere else (another tab or device) since you loaded it; that rating stands. Load the due cards again.';

export function createFlashcardsStudy(repository: FlashcardsRepository, clock: Clock) {
  return {
    async due(ownerId: string | undefined, deckId: string): Promise<DueList> {
      if (!ownerId || !UUID.test(deckId)) throw notFound(DECK_NOT_FOUND);
      const now = clock();
      const batch = await repository.dueBatch(ownerId, deckId, now, DUE_BATCH);
      if (!batch) throw notFound(DECK_NOT_FOUND);
      // Cards with the same schedule (every new card, typically) get the same preview: compute
      // it once per request. FSRS costs ~0.1 ms a card, which adds up over a batch.
      const previews = new Map<string, DueCard['intervals']>();
      const intervalsFor = (row: StudyCard): DueCard['intervals'] => {
        const key = `${row.state}|${row.due.getTime()}|${row.stability}|${row.difficulty}|${row.scheduledDays}|${row.learningSteps}|${row.reps}|${row.lapses}|${row.lastReview?.getTime()}`;
        let intervals = previews.get(key);
        if (!intervals) {
          const preview = previewDue(toSchedule(row), now, { examDate: batch.examDate });
          intervals = {
            again: formatInterval(now, preview.again),
            hard: formatInterval(now, preview.hard),
            good: formatInterval(now, preview.good),
            easy: formatInterval(now, preview.easy),
          };
          previews.set(key, intervals);
        }
        return intervals;
      };
      return {
        total_due: batch.totalDue,
        cards: batch.cards.map((row) => ({ ...toCard(row), intervals: intervalsFor(row) })),
      };
    },

    async rate(
      ownerId: string,
      deckId: string,
      cardId: string,
      rating: ReviewRating,
      source: 'review' | 'quiz',
      expectedReps?: number,
    ): Promise<ReviewResult> {
      if (!UUID.test(deckId)) throw notFound(DECK_NOT_FOUND);
      if (!UUID.test(cardId)) throw notFound(CARD_NOT_FOUND);
      const card = await repository.findStudyCard(ownerId, deckId, cardId);
      if (!card) throw notFound(CARD_NOT_FOUND);
      // The client rated the card as it saw it; rated since (another tab, another device), the
      // rating would apply to a schedule the person never saw.
      if (expectedReps !== undefined && expectedReps !== card.reps) throw conflict(RATED_ELSEWHERE);
      const now = clock();
      const result = review(toSchedule(card), rating, now, { examDate: card.examDate });
      const updated = await repository.applyReview(cardId, card.reps, toColumns(result.schedule), {
        ownerId,
        rating,
        source,
        stateBefore: result.log.state,
        dueAfter: result.log.due,
        stability: result.log.stability,
        difficulty: result.log.difficulty,
        scheduledDays: result.log.scheduledDays,
        reviewedAt: now,
      });
      if (!updated) throw conflict(RATED_ELSEWHERE);
      // What the rating buttons will say when the card comes back (a learning step later).
      const next = previewDue(result.schedule, updated.due, { examDate: card.examDate });
      return {
        card: toCard(updated),
        next_interval: formatInterval(now, updated.due),
        next_intervals: {
          again: formatInterval(updated.due, next.again),
          hard: formatInterval(updated.due, next.hard),
          good: formatInterval(updated.due, next.good),
          easy: formatInterval(updated.due, next.easy),
        },
      };
    },

    async streak(ownerId: string | undefined, timeZone: string): Promise<StudyStreakResponse> {
      if (!isTimeZone(timeZone)) {
        throw unprocessable('tz must be an IANA time zone such as Europe/Paris.');
      }
      if (!ownerId) return { current: 0, reviewed_today: false };
      const { cards, reviews } = await repository.studyHistory(ownerId);
      const byCard = new Map<string, CardHistory & { reviews: CardHistory['reviews'][number][] }>();
      for (const card of cards) byCard.set(card.id, { createdAt: card.createdAt, reviews: [] });
      for (const r of reviews) byCard.get(r.cardId)?.reviews.push(r);
      const streak = studyStreak([...byCard.values()], clock(), timeZone);
      return { current: streak.current, reviewed_today: streak.reviewedToday };
    },
  };
}

export type FlashcardsStudy = ReturnType<typeof createFlashcardsStudy>;
