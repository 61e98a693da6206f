import { attributionText } from '@quietdesk/core/api/source';
import type {
  CardInput,
  Deck,
  NewCardInput,
  DeckSummary,
  ImportResponse,
  SavedCard,
  UpdateDeckBody,
} from '@quietdesk/core/api/flashcards';
import { DECK_CARDS_MAX, DECK_TITLE_MAX } from '@quietdesk/core/api/flashcards';
import {
  exportAnki,
  exportCsv,
  importCards,
  type CardText,
  type ExchangeFormat,
} from '@quietdesk/core/flashcards/exchange';
import { newSchedule } from '@quietdesk/core/flashcards/schedule';
import type { Clock } from '../../clock.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { ownedOr404, removeOr404 } from '../../http/owned-or-404.ts';
import { toCard, toColumns, toSummary } from './flashcards.mappers.ts';
import type { FlashcardsRepository } from './flashcards.repository.ts';
import { UUID } from '@quietdesk/core/uuid';

// Decks and their cards, each deck owned by one person (guest or account). Anything that is not
// the caller's answers 404, the same as something that does not exist, so ids reveal nothing.

export const DECK_NOT_FOUND = 'Deck not found.';
export const CARD_NOT_FOUND = 'Card not found.';
/** A deck at least this big (a large import) refreshes the planner's statistics after saving. */
const STATISTICS_REFRESH_CARDS = 500;

interface NewDeckInput {
  title: string;
  source: DeckSummary['source'];
  exam_date?: string | null;
  /** A card may name the map node it was made from (map_node). */
  cards: NewCardInput[];
}

/** The card with its tags deduplicated; without tags it is left as sent (an edit keeps them). */
function withTags<T extends { tags?: string[] }>(card: T): T {
  return card.tags ? { ...card, tags: [...new Set(card.tags)] } : card;
}

export function createFlashcardsService(repository: FlashcardsRepository, clock: Clock) {
  const ownedDeck = (ownerId: string | undefined, id: string) =>
    ownedOr404(
      ownerId,
      id,
      (owner, deckId) => repository.findDeck(owner, deckId, clock()),
      DECK_NOT_FOUND,
    );

  const ownedCard = async (ownerId: string | undefined, deckId: string, cardId: string) => {
    if (!ownerId || !UUID.test(deckId)) throw notFound(DECK_NOT_FOUND);
    if (!UUID.test(cardId)) throw notFound(CARD_NOT_FOUND);
    const card = await repository.findCard(ownerId, deckId, cardId);
    if (!card) throw notFound(CARD_NOT_FOUND);
    return card;
  };

  const create = async (ownerId: string, input: NewDeckInput): Promise<Deck> => {
    const now = clock();
    const schedule = toColumns(newSchedule(now));
    const deckId = await repository.transaction(async (queries) => {
      const deck = await queries.insertDeck({
        ownerId,
        title: input.title,
        source: input.source,
        examDate: input.exam_date ?? null,
        createdAt: now,
        updatedAt: now,
      });
      // A card made from a map node names it; the map must be the owner's and hold the node.
      const mapIds = [...new Set(input.cards.flatMap((card) => card.map_node?.map_id ?? []))];
      const maps = await queries.mapNodeIds(ownerId, mapIds);
      for (const card of input.cards) {
        const from = card.map_node;
        if (from && !maps.get(from.map_id)?.has(from.node_id)) {
          throw unprocessable(
            `A card names the node "${from.node_id.slice(0, 60)}" of a mind map you do not have: save the map first, or leave map_node out.`,
          );
        }
      }
      const rows = await queries.insertCards(
        deck.id,
        ownerId,
        input.cards.map(({ map_node: _node, ...card }, position) => ({
          ...withTags(card),
          ...schedule,
          position,
          createdAt: now,
        })),
      );
      await queries.insertCardNodes(
        input.cards.flatMap((card, i) => {
          const from = card.map_node;
          return from
            ? [{ cardId: rows[i]!.id, ownerId, mindMapId: from.map_id, nodeId: from.node_id }]
            : [];
        }),
      );
      return deck.id;
    });
    if (input.cards.length >= STATISTICS_REFRESH_CARDS) await repository.refreshStatistics();
    return get(ownerId, deckId);
  };

  const get = async (ownerId: string | undefined, id: string): Promise<Deck> => {
    const deck = await ownedDeck(ownerId, id);
    const cards = await repository.listCards(deck.id);
    return { ...toSummary(deck), cards: cards.map(toCard) };
  };

  return {
    create,
    get,

    async list(ownerId: string | undefined): Promise<DeckSummary[]> {
      if (!ownerId) return [];
      return (await repository.listDecks(ownerId, clock())).map(toSummary);
    },

    async update(ownerId: string, id: string, body: UpdateDeckBody): Promise<Deck> {
      const deck = await ownedDeck(ownerId, id);
      // A plan deleted after this check makes the write fail on its foreign key: 404 as well
      // (http/error-handler.ts).
      if (body.plan_id && !(await repository.ownsPlan(ownerId, body.plan_id))) {
        throw notFound('Plan not found.');
      }
      await repository.updateDeck(ownerId, deck.id, {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.exam_date !== undefined ? { examDate: body.exam_date } : {}),
        ...(body.plan_id !== undefined ? { planId: body.plan_id } : {}),
        updatedAt: clock(),
      });
      return get(ownerId, id);
    },

    async remove(ownerId: string | undefined, id: string): Promise<void> {
      await removeOr404(ownerId, id, repository.deleteDeck, DECK_NOT_FOUND);
    },

    async addCard(ownerId: string, deckId: string, card: CardInput): Promise<SavedCard> {
      // The write checks ownership and room itself; only a card that was not added asks why. The
      // second try covers cards deleted from a full deck between the write and the question.
      for (let attempt = 1; ; attempt++) {
        const now = clock();
        // Written only in the owner's own deck: only their remembered reads go stale.
        const row = UUID.test(deckId)
          ? await repository.ownerWrites(ownerId, () =>
              repository.addCardIfRoom(
                deckId,
                ownerId,
                { ...withTags(card), ...toColumns(newSchedule(now)), createdAt: now },
                DECK_CARDS_MAX,
              ),
            )
          : undefined;
        if (row) return toCard(row);
        const cards = await ownedOr404(ownerId, deckId, repository.cardsInDeck, DECK_NOT_FOUND);
        if (cards.count >= DECK_CARDS_MAX || attempt === 2) {
          throw unprocessable(`A deck can hold at most ${DECK_CARDS_MAX} cards.`);
        }
      }
    },

    /** Edits the text only: the card keeps its schedule and review history. */
    async updateCard(
      ownerId: string,
      deckId: string,
      cardId: string,
      card: CardInput,
    ): Promise<SavedCard> {
      const found = await ownedCard(ownerId, deckId, cardId);
      return repository.ownerWrites(ownerId, async () => {
        const row = await repository.updateCard(found.id, withTags(card));
        await repository.touchDeck(found.deckId, clock());
        return toCard(row);
      });
    },

    async removeCard(ownerId: string | undefined, deckId: string, cardId: string): Promise<void> {
      const found = await ownedCard(ownerId, deckId, cardId);
      await repository.deleteCard(found.id);
      await repository.touchDeck(found.deckId, clock());
    },

    async importDeck(ownerId: string, title: string, text: string): Promise<ImportResponse> {
      const { cards, skipped } = importCards(text);
      if (cards.length === 0) {
        const why = skipped.length
          ? ` ${skipped.length} line(s) were skipped; the first, line ${skipped[0]!.line}, because ${skipped[0]!.reason}.`
          : ' The file is empty.';
        throw unprocessable(`No cards could be read from this file.${why}`);
      }
      // An Anki export with its deck column makes one deck per Anki deck, named as in Anki;
      // without it, every card goes into one deck with the title the person typed.
      const byDeck = new Map<string, typeof cards>();
      for (const card of cards) {
        const name = card.deck ?? title;
        const group = byDeck.get(name);
        if (group) group.push(card);
        else byDeck.set(name, [card]);
      }
      for (const [name, group] of byDeck) {
        if (group.length > DECK_CARDS_MAX) {
          throw unprocessable(
            `“${name}” has ${group.length} cards in this file; a deck can hold at most ${DECK_CARDS_MAX}.`,
          );
        }
      }
      const decks = [];
      for (const [name, group] of byDeck) {
        const deck = await create(ownerId, {
          title: name.slice(0, DECK_TITLE_MAX),
          source: 'import',
          // An imported Source column is credit text, not a source we can vouch for: not kept.
          cards: group.map(({ question, answer, tags }) => ({
            question,
            answer,
            ...(tags ? { tags } : {}),
          })),
        });
        const { cards: _cards, ...summary } = deck;
        decks.push(summary);
      }
      return { deck: decks[0]!, decks, imported: cards.length, skipped };
    },

    async exportDeck(
      ownerId: string | undefined,
      id: string,
      format: ExchangeFormat,
    ): Promise<{ title: string; text: string }> {
      const deck = await ownedDeck(ownerId, id);
      const cards: CardText[] = (await repository.listCards(deck.id)).map((c) => {
        const source = attributionText(c.source);
        return {
          question: c.question,
          answer: c.answer,
          ...(source ? { source } : {}),
          ...(c.tags.length ? { tags: c.tags } : {}),
        };
      });
      return { title: deck.title, text: format === 'csv' ? exportCsv(cards) : exportAnki(cards) };
    },
  };
}

export type FlashcardsService = ReturnType<typeof createFlashcardsService>;
