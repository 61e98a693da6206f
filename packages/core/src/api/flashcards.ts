import { z } from 'zod';
import { flashcardListSchema, FLASHCARD_TEXT_MAX } from './ai.ts';
import { MIND_MAP_ID_MAX } from './mind-maps.ts';
import { isoDate } from './dates.ts';
import { contentSourceSchema } from './source.ts';
import { hasEnoughLetters, requiredText, storableString, TOPIC_TOO_SHORT_ERROR } from './text.ts';
import { CARD_TAG_MAX, CARD_TAGS_MAX } from '../flashcards/exchange.ts';
import { CARD_STATES, REVIEW_RATINGS } from '../flashcards/schedule.ts';

// The flashcards contract (docs/product.md §3 Flashcard, §7 POST /flashcards/generate). The spec's
// generate call answers a bare array of {question, answer}; saved decks, FSRS review and
// import/export go beyond the spec (docs/decisions/014-fsrs-scheduling.md).

/** Cards per generation: 5 is what the spec's client sends (docs/product.md §9); 10 and 15 are offered too. */
export const FLASHCARD_COUNTS = [5, 10, 15] as const;
export const DEFAULT_FLASHCARD_COUNT = 5;
export const FLASHCARD_TOPIC_MAX = 200;
export const FLASHCARD_NOTES_MAX = 20_000;
export const DECK_TITLE_MAX = 120;
export const DECK_CARDS_MAX = 10_000;
const IMPORT_TEXT_MAX = 2_000_000;
/** Due cards sent per request: a study session, not the whole backlog. */
export const DUE_BATCH = 50;

const countSchema = z
  .union(
    FLASHCARD_COUNTS.map((n) => z.literal(n)),
    { error: 'count must be 5, 10 or 15.' },
  )
  .default(DEFAULT_FLASHCARD_COUNT)
  .describe('How many cards to make: 5 (the default), 10 or 15.');

const blankMessage = 'Please enter a topic.';

export const generateFlashcardsBodySchema = z
  .object({
    topic: storableString({ error: blankMessage })
      .refine((t) => t.trim() !== '', { error: blankMessage })
      .refine((t) => t.trim().length <= FLASHCARD_TOPIC_MAX, {
        error: `The topic must be at most ${FLASHCARD_TOPIC_MAX} characters.`,
      })
      .refine((t) => t.trim() === '' || hasEnoughLetters(t), { error: TOPIC_TOO_SHORT_ERROR })
      .describe('Sent as typed (untrimmed); the server trims it.'),
    count: countSchema,
  })
  .meta({ id: 'GenerateFlashcardsRequest' });

export const generateFromNotesBodySchema = z
  .object({
    notes: storableString({ error: 'Paste your notes.' })
      .refine((t) => t.trim() !== '', { error: 'Paste your notes.' })
      .refine((t) => t.length <= FLASHCARD_NOTES_MAX, {
        error: `Notes must be at most ${FLASHCARD_NOTES_MAX} characters.`,
      }),
    count: countSchema,
  })
  .meta({ id: 'GenerateFlashcardsFromNotesRequest' });

/** Both generate calls answer a bare array of cards. */
export const generateFlashcardsResponseSchema = flashcardListSchema;

const cardText = (side: 'question' | 'answer') =>
  requiredText(
    FLASHCARD_TEXT_MAX,
    `The ${side}`,
    `The ${side} cannot be empty.`,
    `The ${side} must be text.`,
  );

const tagMessage = `A tag is 1 to ${CARD_TAG_MAX} characters without spaces.`;

const cardTagsSchema = z
  .array(
    storableString({ error: tagMessage })
      .min(1, { error: tagMessage })
      .max(CARD_TAG_MAX, { error: tagMessage })
      .regex(/^\S+$/, { error: tagMessage }),
    { error: 'tags must be a list of words.' },
  )
  .max(CARD_TAGS_MAX, { error: `A card can have at most ${CARD_TAGS_MAX} tags.` })
  .describe('Anki-style tags: no spaces; `::` nests them (biology::cells).');

export const cardInputSchema = z
  .object({
    question: cardText('question'),
    answer: cardText('answer'),
    source: contentSourceSchema.optional().describe('Where a generated card came from.'),
    tags: cardTagsSchema
      .optional()
      .describe('Left out when editing a card: its tags are kept. Duplicates are dropped.'),
  })
  .meta({ id: 'CardInput' });

const deckTitle = requiredText(DECK_TITLE_MAX, 'A deck title', 'Give the deck a title.');

const examDate = isoDate('exam_date', '2026-06-15')
  .nullable()
  .describe('YYYY-MM-DD: every card is scheduled to be seen by the day before.');

const DECK_SOURCES = ['topic', 'notes', 'mind-map', 'import', 'manual'] as const;

const mapNodeMessage =
  'map_node must name one of your mind maps (map_id) and one of its nodes (node_id).';

const cardMapNodeSchema = z
  .object(
    {
      map_id: z.uuid({ error: mapNodeMessage }),
      node_id: z
        .string({ error: mapNodeMessage })
        .min(1, { error: mapNodeMessage })
        .max(MIND_MAP_ID_MAX, {
          error: mapNodeMessage,
        }),
    },
    { error: mapNodeMessage },
  )
  .meta({ id: 'CardMapNode' });

const newCardInputSchema = cardInputSchema
  .extend({
    map_node: cardMapNodeSchema
      .optional()
      .describe('The mind-map node the card was made from: its tint then counts the card.'),
  })
  .meta({ id: 'NewCardInput' });

export const createDeckBodySchema = z
  .object({
    title: deckTitle,
    source: z.enum(DECK_SOURCES).default('manual'),
    exam_date: examDate.optional(),
    cards: z
      .array(newCardInputSchema)
      .max(DECK_CARDS_MAX, { error: `A deck can hold at most ${DECK_CARDS_MAX} cards.` }),
  })
  .meta({ id: 'CreateDeck' });

const planLink = z
  .uuid({ error: 'plan_id must be the id of one of your plans, or null.' })
  .nullable()
  .describe('The plan this deck is studied for (null: none).');

export const updateDeckBodySchema = z
  .object({
    title: deckTitle.optional(),
    exam_date: examDate.optional(),
    plan_id: planLink.optional(),
  })
  .refine((b) => b.title !== undefined || b.exam_date !== undefined || b.plan_id !== undefined, {
    error: 'Send a title, an exam_date or a plan_id to change.',
  })
  .meta({ id: 'UpdateDeck' });

export const importDeckBodySchema = z
  .object({
    title: deckTitle,
    text: storableString({ error: 'Paste or upload the file’s text.' }).max(IMPORT_TEXT_MAX, {
      error: `The file must be at most ${IMPORT_TEXT_MAX} characters.`,
    }),
  })
  .meta({ id: 'ImportDeck' });

export const reviewBodySchema = z
  .object({
    rating: z.enum(REVIEW_RATINGS, { error: 'rating must be again, hard, good or easy.' }),
    source: z
      .enum(['review', 'quiz'])
      .default('review')
      .describe("'quiz': a quiz answer (Got It Right! = good, Didn't Know It = again)."),
    expected_reps: z
      .int({ error: 'expected_reps must be a whole number of 0 or more.' })
      .min(0, { error: 'expected_reps must be a whole number of 0 or more.' })
      .optional()
      .describe(
        "The card's reps as the client showed it. When the card has been rated since (another tab), the answer is 409 and nothing changes.",
      ),
  })
  .meta({ id: 'Review' });

export const savedCardSchema = z
  .object({
    id: z.uuid(),
    deck_id: z.uuid(),
    question: z.string(),
    answer: z.string(),
    source: contentSourceSchema.optional().describe('Where the card came from, when known.'),
    tags: z
      .array(z.string())
      .optional()
      .describe('Its tags, on a deck’s cards when it has any (study batches leave them out).'),
    state: z.enum(CARD_STATES),
    due: z.string().describe('ISO 8601.'),
    reps: z.int(),
    lapses: z.int(),
    last_review: z.string().nullable(),
  })
  .meta({ id: 'SavedCard' });

const deckSummarySchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    source: z.enum(DECK_SOURCES),
    exam_date: z.string().nullable(),
    plan_id: z.uuid().nullable(),
    card_count: z.int(),
    due_count: z.int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'DeckSummary' });

export const deckListSchema = z.array(deckSummarySchema);

export const deckSchema = deckSummarySchema
  .extend({ cards: z.array(savedCardSchema) })
  .meta({ id: 'Deck' });

const intervalsSchema = z.object({
  again: z.string(),
  hard: z.string(),
  good: z.string(),
  easy: z.string(),
});

const dueCardSchema = savedCardSchema
  .extend({ intervals: intervalsSchema.describe('Wait until due again per rating, e.g. "10m".') })
  .meta({ id: 'DueCard' });

export const dueListSchema = z
  .object({
    total_due: z.int(),
    cards: z.array(dueCardSchema).describe(`The first ${DUE_BATCH}, most overdue first.`),
  })
  .meta({ id: 'DueList' });

export const reviewResponseSchema = z
  .object({
    card: savedCardSchema,
    next_interval: z.string(),
    next_intervals: intervalsSchema.describe(
      'The waits each rating would give when the card is next due, for a review session that brings a learning card back.',
    ),
  })
  .meta({ id: 'ReviewResult' });

export const importResponseSchema = z
  .object({
    deck: deckSummarySchema.describe(
      'The first deck made (the only one unless the file names several).',
    ),
    decks: z
      .array(deckSummarySchema)
      .describe('Every deck made: one per Anki deck when the file has a #deck column.'),
    imported: z.int(),
    skipped: z.array(z.object({ line: z.int(), reason: z.string() })),
  })
  .meta({ id: 'ImportResult' });

export const studyStreakSchema = z
  .object({ current: z.int(), reviewed_today: z.boolean() })
  .meta({ id: 'StudyStreak' });

export const streakQuerySchema = z.object({
  tz: z.string().max(64).default('UTC').describe('IANA time zone that decides where days begin.'),
});

export const exportQuerySchema = z.object({
  format: z.enum(['anki', 'csv'], { error: 'format must be anki or csv.' }).default('anki'),
});

export const deckParamsSchema = z.object({ id: z.string() });
export const cardParamsSchema = z.object({ id: z.string(), cardId: z.string() });

export type CardInput = z.infer<typeof cardInputSchema>;
export type NewCardInput = z.infer<typeof newCardInputSchema>;
export type CardMapNode = z.infer<typeof cardMapNodeSchema>;
export type CreateDeckBody = z.input<typeof createDeckBodySchema>;
export type UpdateDeckBody = z.infer<typeof updateDeckBodySchema>;
export type ReviewBody = z.input<typeof reviewBodySchema>;
export type SavedCard = z.infer<typeof savedCardSchema>;
export type DeckSummary = z.infer<typeof deckSummarySchema>;
export type Deck = z.infer<typeof deckSchema>;
export type DueCard = z.infer<typeof dueCardSchema>;
export type DueList = z.infer<typeof dueListSchema>;
export type ReviewResult = z.infer<typeof reviewResponseSchema>;
export type ImportResponse = z.infer<typeof importResponseSchema>;
export type StudyStreakResponse = z.infer<typeof studyStreakSchema>;
export type FlashcardCount = (typeof FLASHCARD_COUNTS)[number];
