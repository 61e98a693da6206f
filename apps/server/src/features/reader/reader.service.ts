import {
  READER_HIGHLIGHTS_MAX,
  readerItemUrl,
  type CreateHighlight,
  type CreateReaderItem,
  type Highlight,
  type ReaderCardSource,
  type ReaderItem,
  type ReaderItemSummary,
  type ReaderSection,
} from '@quietdesk/core/api/reader';
import type { Clock } from '../../clock.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { ownedOr404, removeOr404 } from '../../http/owned-or-404.ts';
import type {
  HighlightRow,
  ReaderItemHead,
  ReaderItemRow,
  ReaderRepository,
} from './reader.repository.ts';
import { UUID } from '@quietdesk/core/uuid';

const ITEM_NOT_FOUND = 'Reading not found.';
const HIGHLIGHT_NOT_FOUND = 'Highlight not found.';
const SOURCE_NOT_FOUND = 'This card was not made from a reading.';

function toSummary(row: ReaderItemHead): ReaderItemSummary {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    source: row.source,
    char_count: row.charCount,
    position: row.position,
    section_count: row.sectionCount,
    highlight_count: row.highlightCount,
    created_at: row.createdAt.toISOString(),
    opened_at: row.openedAt.toISOString(),
  };
}

function toHighlight(row: HighlightRow): Highlight {
  return {
    id: row.id,
    item_id: row.itemId,
    start: row.start,
    end: row.end,
    quote: row.quote,
    prefix: row.prefix,
    suffix: row.suffix,
    section: row.section,
    card_id: row.cardId,
    created_at: row.createdAt.toISOString(),
  };
}

/** The label of the page or chapter an offset falls in (sections are in text order). */
function sectionAt(sections: ReaderSection[], offset: number): string | null {
  let label: string | null = null;
  for (const section of sections) {
    if (section.start > offset) break;
    label = section.label;
  }
  return label;
}

interface ReaderServiceDeps {
  repository: ReaderRepository;
  clock: Clock;
}

export function createReaderService({ repository, clock }: ReaderServiceDeps) {
  const findOwned = (ownerId: string | undefined, id: string): Promise<ReaderItemRow> =>
    ownedOr404(ownerId, id, repository.findItem, ITEM_NOT_FOUND);

  const summaryOf = async (ownerId: string, id: string): Promise<ReaderItemSummary> => {
    const row = await repository.findItemHead(ownerId, id);
    if (!row) throw notFound(ITEM_NOT_FOUND);
    return toSummary(row);
  };

  return {
    async list(ownerId: string | undefined, contentHash?: string): Promise<ReaderItemSummary[]> {
      if (!ownerId) return [];
      return (await repository.listItems(ownerId, contentHash)).map(toSummary);
    },

    /**
     * Keeps an opened text. The same content (by its hash) kept before is not copied: that item
     * is answered instead, as last opened now, with its place and highlights as they were.
     */
    async create(
      ownerId: string,
      body: CreateReaderItem,
    ): Promise<{ created: boolean; item: ReaderItemSummary }> {
      const now = clock();
      const reopen = async (id: string) => {
        await repository.updateItem(ownerId, id, { openedAt: now });
        return { created: false, item: await summaryOf(ownerId, id) };
      };
      const hash = body.content_hash;
      const known = hash ? await repository.findItemIdByHash(ownerId, hash) : undefined;
      if (known) return reopen(known);
      const row = await repository.insertItem({
        ownerId,
        title: body.title,
        kind: body.kind,
        source: body.source,
        text: body.text,
        sections: body.sections,
        charCount: body.text.length,
        position: 0,
        createdAt: now,
        openedAt: now,
        contentHash: hash,
      });
      return { created: true, item: await summaryOf(ownerId, row.id) };
    },

    /**
     * The item with its text and highlights. Reading it changes nothing: the reader saves its
     * position (and so the "last read" time) with PATCH once the person reads.
     */
    async open(ownerId: string | undefined, id: string): Promise<ReaderItem> {
      const row = await findOwned(ownerId, id);
      const highlights = (await repository.listHighlights(row.ownerId, row.id)).map(toHighlight);
      return {
        ...toSummary({
          ...row,
          sectionCount: row.sections.length,
          highlightCount: highlights.length,
        }),
        text: row.text,
        sections: row.sections,
        highlights,
      };
    },

    async savePosition(
      ownerId: string | undefined,
      id: string,
      position: number,
    ): Promise<ReaderItemSummary> {
      const row = await findOwned(ownerId, id);
      // Past the end means "finished": kept at the end rather than refused.
      const clamped = Math.min(position, row.charCount);
      await repository.updateItem(row.ownerId, row.id, { position: clamped, openedAt: clock() });
      return summaryOf(row.ownerId, row.id);
    },

    async remove(ownerId: string | undefined, id: string): Promise<void> {
      await removeOr404(ownerId, id, repository.deleteItem, ITEM_NOT_FOUND);
    },

    async addHighlight(
      ownerId: string | undefined,
      itemId: string,
      body: CreateHighlight,
    ): Promise<Highlight> {
      const row = await findOwned(ownerId, itemId);
      const { start, end, quote } = body;
      if (end > row.text.length) {
        throw unprocessable('The highlight goes past the end of the text.');
      }
      if (row.text.slice(start, end) !== quote) {
        throw unprocessable('The highlighted words are not at that place in the text.');
      }
      if ((await repository.countHighlights(row.ownerId, row.id)) >= READER_HIGHLIGHTS_MAX) {
        throw unprocessable(`A text can have at most ${READER_HIGHLIGHTS_MAX} highlights.`);
      }
      const cardId = body.card_id;
      // Someone else's card (or none) is "not found", like every other id that is not yours.
      if (cardId && !(await repository.ownsCard(row.ownerId, cardId))) {
        throw notFound('Card not found.');
      }
      const saved = await repository.insertHighlight({
        ownerId: row.ownerId,
        itemId: row.id,
        start,
        end,
        quote,
        prefix: body.prefix,
        suffix: body.suffix,
        section: sectionAt(row.sections, start),
        cardId,
        createdAt: clock(),
      });
      return toHighlight(saved);
    },

    async removeHighlight(
      ownerId: string | undefined,
      itemId: string,
      highlightId: string,
    ): Promise<void> {
      if (!ownerId || !UUID.test(itemId) || !UUID.test(highlightId)) {
        throw notFound(HIGHLIGHT_NOT_FOUND);
      }
      if (!(await repository.deleteHighlight(ownerId, itemId, highlightId))) {
        throw notFound(HIGHLIGHT_NOT_FOUND);
      }
    },

    async cardSource(ownerId: string | undefined, cardId: string): Promise<ReaderCardSource> {
      if (!ownerId || !UUID.test(cardId)) throw notFound(SOURCE_NOT_FOUND);
      const found = await repository.findCardHighlight(ownerId, cardId);
      if (!found) throw notFound(SOURCE_NOT_FOUND);
      const { highlight, title } = found;
      return {
        kind: 'reader',
        title,
        url: readerItemUrl(highlight.itemId, highlight.id),
        section: highlight.section,
        quote: highlight.quote,
        item_id: highlight.itemId,
        highlight_id: highlight.id,
      };
    },
  };
}

export type ReaderService = ReturnType<typeof createReaderService>;
