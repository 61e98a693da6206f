import type { Flashcard } from '@quietdesk/core/api/ai';
import type { FlashcardCount } from '@quietdesk/core/api/flashcards';
import { callAi } from '../../ai/errors.ts';
import type { AiProvider } from '../../ai/provider.ts';
import type { Clock } from '../../clock.ts';

// Card generation (docs/product.md §7 POST /flashcards/generate): the configured AI engine makes
// cards from a topic or from pasted notes. Nothing is saved here; a set becomes a deck when the
// person saves it. Engine refusals (422, possibly with `candidates`) pass through unchanged.

interface GenerationDeps {
  provider: AiProvider;
  clock: Clock;
}

export function createFlashcardsGeneration({ provider, clock }: GenerationDeps) {
  const run = async (make: () => Promise<Flashcard[]>, count: number) => {
    const cards = await callAi(make);
    // An engine may return more than asked; never more than the person chose.
    return cards.slice(0, count);
  };
  return {
    fromTopic(topic: string, count: FlashcardCount, signal?: AbortSignal) {
      return run(
        () => provider.flashcardsFromTopic(topic.trim(), count, { now: clock(), signal }),
        count,
      );
    },
    fromNotes(notes: string, count: FlashcardCount, signal?: AbortSignal) {
      return run(() => provider.flashcardsFromNotes(notes, count, { now: clock(), signal }), count);
    },
  };
}

export type FlashcardsGeneration = ReturnType<typeof createFlashcardsGeneration>;
