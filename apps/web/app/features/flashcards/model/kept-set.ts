import { z } from 'zod';
import { contentSourceSchema } from '@quietdesk/core/api/source';
import { PERSONAL_KEYS, readStorage, removeStorage, writeStorage } from '~/lib/storage';
import type { QuizSnapshot, QuizState } from './quiz';

// The set being studied is kept in this browser from the moment it is generated, with the quiz's
// progress, so a reload, a crash or a visit to another tool loses neither the cards nor the place
// in the quiz. It goes when the person starts a new topic. Once the set is saved as a deck the
// deck's id is kept with it, so the set is never saved twice
// (docs/decisions/052-generated-cards-kept.md).

export type SetSource = 'topic' | 'notes' | 'mind-map' | 'deck';

export interface SavedDeckRef {
  id: string;
  title: string;
}

interface KeptSet {
  quiz: QuizSnapshot;
  source: SetSource;
  savedDeck: SavedDeckRef | null;
}

const cardSchema = z.looseObject({
  question: z.string(),
  answer: z.string(),
  id: z.string().optional(),
  deckId: z.string().optional(),
  source: contentSourceSchema.optional(),
  mapNode: z.object({ map_id: z.string(), node_id: z.string() }).optional(),
});

const keptSchema = z.object({
  quiz: z.object({
    stage: z.enum(['active', 'summary']),
    topic: z.string(),
    cards: z.array(cardSchema).min(1),
    index: z.int().min(0),
    flipped: z.boolean(),
    score: z.number(),
    streak: z.int().min(0),
    history: z.array(z.object({ card: cardSchema, correct: z.boolean(), points: z.number() })),
  }),
  source: z.enum(['topic', 'notes', 'mind-map', 'deck']),
  savedDeck: z.object({ id: z.string(), title: z.string() }).nullable(),
});

/** The kept set, or null when there is none or what is stored is not one (an older shape). */
export function readKeptSet(): KeptSet | null {
  const raw = readStorage(PERSONAL_KEYS.flashcardSet);
  if (!raw) return null;
  try {
    const parsed = keptSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const { quiz } = parsed.data;
    return quiz.index < quiz.cards.length ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the set of a quiz in progress or finished; a quiz back at setup removes it. */
export function keepSet(quiz: QuizState, source: SetSource, savedDeck: SavedDeckRef | null): void {
  if (quiz.stage === 'setup' || quiz.cards.length === 0) {
    clearKeptSet();
    return;
  }
  const { stage, topic, cards, index, flipped, score, streak, history } = quiz;
  // A rating whose 300 ms advance had not run yet is kept as the move it started.
  const settled =
    quiz.rated && stage === 'active'
      ? index >= cards.length - 1
        ? { stage: 'summary' as const, index, flipped: false }
        : { stage, index: index + 1, flipped: false }
      : { stage, index, flipped };
  const kept: KeptSet = {
    quiz: { topic, cards, score, streak, history, ...settled },
    source,
    savedDeck,
  };
  writeStorage(PERSONAL_KEYS.flashcardSet, JSON.stringify(kept));
}

function clearKeptSet(): void {
  removeStorage(PERSONAL_KEYS.flashcardSet);
}
