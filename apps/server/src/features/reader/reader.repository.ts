import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import * as owned from '../../db/owned-rows.ts';
import { flashcardCards, readerHighlights, readerItems } from '../../db/schema.ts';

export type ReaderItemRow = typeof readerItems.$inferSelect;
type NewReaderItem = Omit<typeof readerItems.$inferInsert, 'id'>;
export type HighlightRow = typeof readerHighlights.$inferSelect;
type NewHighlight = Omit<typeof readerHighlights.$inferInsert, 'id'>;
/** An item without its text: what the library list shows. */
export type ReaderItemHead = Omit<ReaderItemRow, 'text' | 'sections' | 'contentHash'> & {
  sectionCount: number;
  highlightCount: number;
};

const head = {
  id: readerItems.id,
  ownerId: readerItems.ownerId,
  title: readerItems.title,
  kind: readerItems.kind,
  source: readerItems.source,
  charCount: readerItems.charCount,
  position: readerItems.position,
  createdAt: readerItems.createdAt,
  openedAt: readerItems.openedAt,
  sectionCount: sql<number>`jsonb_array_length(${readerItems.sections})::int`,
  // Qualified by hand: inside a subquery Drizzle writes bare column names, and a bare "id" would
  // be the highlight's own id (the count was always 0).
  highlightCount: sql<number>`(select count(*)::int from "reader_highlights" as h where h."item_id" = "reader_items"."id")`,
};

export function createReaderRepository(db: Db) {
  return {
    insertItem: (values: NewReaderItem): Promise<ReaderItemRow> =>
      owned.insert(db, readerItems, values, 'a reader item'),

    /** The last opened of the owner's items kept for this content. */
    async findItemIdByHash(ownerId: string, contentHash: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: readerItems.id })
        .from(readerItems)
        .where(and(eq(readerItems.ownerId, ownerId), eq(readerItems.contentHash, contentHash)))
        .orderBy(desc(readerItems.openedAt))
        .limit(1);
      return row?.id;
    },

    /** The owner's items without their text, last opened first; only one content's if given. */
    async listItems(ownerId: string, contentHash?: string): Promise<ReaderItemHead[]> {
      return db
        .select(head)
        .from(readerItems)
        .where(
          and(
            eq(readerItems.ownerId, ownerId),
            contentHash === undefined ? undefined : eq(readerItems.contentHash, contentHash),
          ),
        )
        .orderBy(desc(readerItems.openedAt), desc(readerItems.id));
    },

    findItem: (ownerId: string, id: string): Promise<ReaderItemRow | undefined> =>
      owned.find(db, readerItems, ownerId, id),

    async findItemHead(ownerId: string, id: string): Promise<ReaderItemHead | undefined> {
      const [row] = await db
        .select(head)
        .from(readerItems)
        .where(owned.row(readerItems, ownerId, id))
        .limit(1);
      return row;
    },

    updateItem: (
      ownerId: string,
      id: string,
      changes: Partial<Pick<ReaderItemRow, 'position' | 'openedAt'>>,
    ): Promise<boolean> => owned.update(db, readerItems, ownerId, id, changes),

    /** True when a row was deleted (its highlights go with it: ON DELETE CASCADE). */
    deleteItem: (ownerId: string, id: string): Promise<boolean> =>
      owned.remove(db, readerItems, ownerId, id),

    async listHighlights(ownerId: string, itemId: string): Promise<HighlightRow[]> {
      return db
        .select()
        .from(readerHighlights)
        .where(and(eq(readerHighlights.itemId, itemId), eq(readerHighlights.ownerId, ownerId)))
        .orderBy(asc(readerHighlights.start), asc(readerHighlights.createdAt));
    },

    countHighlights: (ownerId: string, itemId: string): Promise<number> =>
      db.$count(
        readerHighlights,
        and(eq(readerHighlights.itemId, itemId), eq(readerHighlights.ownerId, ownerId)),
      ),

    insertHighlight: (values: NewHighlight): Promise<HighlightRow> =>
      owned.insert(db, readerHighlights, values, 'a highlight'),

    deleteHighlight: (ownerId: string, itemId: string, id: string): Promise<boolean> =>
      owned.deleteWhere(
        db,
        readerHighlights,
        and(owned.row(readerHighlights, ownerId, id), eq(readerHighlights.itemId, itemId)),
      ),

    /** Whether the card exists and is the owner's: a highlight may only point at one's own card. */
    ownsCard: (ownerId: string, cardId: string): Promise<boolean> =>
      owned.exists(db, flashcardCards, ownerId, cardId),

    /** The highlight a card was made from, with its item's title. */
    async findCardHighlight(
      ownerId: string,
      cardId: string,
    ): Promise<{ highlight: HighlightRow; title: string } | undefined> {
      const [row] = await db
        .select({ highlight: readerHighlights, title: readerItems.title })
        .from(readerHighlights)
        .innerJoin(readerItems, eq(readerItems.id, readerHighlights.itemId))
        .where(and(eq(readerHighlights.cardId, cardId), eq(readerHighlights.ownerId, ownerId)))
        .orderBy(desc(readerHighlights.createdAt))
        .limit(1);
      return row;
    },
  };
}

export type ReaderRepository = ReturnType<typeof createReaderRepository>;
