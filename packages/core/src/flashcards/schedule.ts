import { createEmptyCard, fsrs, Rating, State, type Card, type Grade } from 'ts-fsrs';

// Spaced repetition for saved cards with FSRS (ts-fsrs; docs/decisions/014-fsrs-scheduling.md).
// The server stores a card's schedule as plain columns and calls these pure functions with its
// injected clock, so scheduling is deterministic and testable: fuzz is off, "now" is a parameter.

export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];
export const CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
type CardState = (typeof CARD_STATES)[number];

/** What the database keeps per card (besides question and answer). */
export interface CardSchedule {
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: CardState;
  lastReview: Date | null;
}

/** One line of a card's review log. */
interface ReviewLogEntry {
  rating: ReviewRating;
  /** The card's state before this review. */
  state: CardState;
  /** When the card is due next, after this review. */
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  reviewedAt: Date;
}

interface ScheduleOptions {
  /** The deck's exam date (YYYY-MM-DD): no card is scheduled past the day before it. */
  examDate?: string | null;
}

const DAY_MS = 86_400_000;
const scheduler = fsrs({ enable_fuzz: false });

const RATING: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};
const STATE_NAMES: Record<State, CardState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};
const STATES: Record<CardState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};

function toFsrs(s: CardSchedule): Card {
  return {
    due: s.due,
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: 0,
    scheduled_days: s.scheduledDays,
    learning_steps: s.learningSteps,
    reps: s.reps,
    lapses: s.lapses,
    state: STATES[s.state],
    last_review: s.lastReview ?? undefined,
  };
}

function fromFsrs(card: Card): CardSchedule {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATE_NAMES[card.state],
    lastReview: card.last_review ?? null,
  };
}

/** A card nobody has studied yet: due at once. */
export function newSchedule(now: Date): CardSchedule {
  return fromFsrs(createEmptyCard(now));
}

/**
 * The latest moment a card may be due so that it is seen before the exam: the start (UTC) of the
 * day before the exam date. Undefined when there is no exam date or that moment has passed (then
 * FSRS alone decides: the card has had its last look before the exam).
 */
export function examDeadline(examDate: string | null | undefined, now: Date): Date | undefined {
  if (!examDate) return undefined;
  const examStart = Date.parse(`${examDate}T00:00:00Z`);
  if (Number.isNaN(examStart)) return undefined;
  const deadline = examStart - DAY_MS;
  return deadline > now.getTime() ? new Date(deadline) : undefined;
}

function clampToExam(due: Date, now: Date, options: ScheduleOptions): Date {
  const deadline = examDeadline(options.examDate, now);
  return deadline && due > deadline ? deadline : due;
}

/** Applies one rating at `now`: the card's next schedule and the log line to keep. */
export function review(
  schedule: CardSchedule,
  rating: ReviewRating,
  now: Date,
  options: ScheduleOptions = {},
): { schedule: CardSchedule; log: ReviewLogEntry } {
  const { card } = scheduler.next(toFsrs(schedule), now, RATING[rating]);
  const next = fromFsrs(card);
  next.due = clampToExam(next.due, now, options);
  return {
    schedule: next,
    log: {
      rating,
      state: schedule.state,
      due: next.due,
      stability: next.stability,
      difficulty: next.difficulty,
      scheduledDays: next.scheduledDays,
      reviewedAt: now,
    },
  };
}

/** When each rating would make the card due next, for the labels on the review buttons. */
export function previewDue(
  schedule: CardSchedule,
  now: Date,
  options: ScheduleOptions = {},
): Record<ReviewRating, Date> {
  const preview = scheduler.repeat(toFsrs(schedule), now);
  const due = (rating: ReviewRating) => clampToExam(preview[RATING[rating]].card.due, now, options);
  return { again: due('again'), hard: due('hard'), good: due('good'), easy: due('easy') };
}

/** FSRS retrievability at `now`: the chance (0 to 1) the card would be recalled; 0 when never studied. */
export function retrievability(schedule: CardSchedule, now: Date): number {
  if (schedule.state === 'new' || !schedule.lastReview) return 0;
  return scheduler.get_retrievability(toFsrs(schedule), now, false);
}

export function isDue(schedule: Pick<CardSchedule, 'due'>, now: Date): boolean {
  return schedule.due.getTime() <= now.getTime();
}

/** "<1m", "10m", "3h", "4d", "2mo", "1.5y": the wait until `due`, as Anki shows it. */
export function formatInterval(from: Date, due: Date): string {
  const ms = Math.max(0, due.getTime() - from.getTime());
  const minutes = ms / 60_000;
  if (minutes < 1) return '<1m';
  if (minutes < 60) return `${Math.round(minutes)}m`;
  const hours = minutes / 60;
  if (hours < 24) return `${Math.round(hours)}h`;
  const days = hours / 24;
  if (days < 30) return `${Math.round(days)}d`;
  if (days < 365) return `${Math.round((days / 30) * 10) / 10}mo`;
  return `${Math.round((days / 365) * 10) / 10}y`;
}
