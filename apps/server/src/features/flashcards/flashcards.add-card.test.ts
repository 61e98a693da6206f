import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECK_CARDS_MAX } from '@quietdesk/core/api/flashcards';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import { createIdentityRepository } from '../identity/identity.repository.ts';
import { createFlashcardsRepository } from './flashcards.repository.ts';
import { createFlashcardsService } from './flashcards.service.ts';

// Adding one card is a prepared statement whose values are filled in at each call (the card's
// place is counted inside it). What it stores must be what the row-by-row insert stored: SQL
// nulls for what is absent, the card at the end of its deck, the deck marked as changed.
describe('adding one card', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('stores absent values as SQL nulls, puts the card last and marks the deck changed', async () => {
    let now = new Date('2026-03-02T09:00:00Z');
    const service = createFlashcardsService(
      createFlashcardsRepository(database.db),
      () => new Date(now),
    );
    const owner = await createIdentityRepository(database.db).createGuest('add-card-hash', now);
    const deck = await service.create(owner, {
      title: 'Cells',
      source: 'manual',
      cards: [
        { question: 'One?', answer: '1' },
        { question: 'Two?', answer: '2' },
      ],
    });

    now = new Date('2026-03-02T10:00:00Z');
    const plain = await service.addCard(owner, deck.id, { question: 'Three?', answer: '3' });
    const sourced = await service.addCard(owner, deck.id, {
      question: 'Four?',
      answer: '4',
      tags: ['bio', 'bio', 'cells'],
      source: {
        kind: 'encyclopedia',
        title: 'Cell (biology)',
        url: 'https://en.wikipedia.org/wiki/Cell_(biology)',
      },
    });
    expect(plain).toMatchObject({ deck_id: deck.id, question: 'Three?', reps: 0 });

    const { rows } = (await database.db.execute(sql`
      select question, position, source is null as no_source, jsonb_typeof(source) as source_type,
             tags, last_review is null as never_reviewed
      from flashcard_cards where deck_id = ${deck.id} order by position`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    expect(rows).toEqual([
      expect.objectContaining({ question: 'One?', position: 0 }),
      expect.objectContaining({ question: 'Two?', position: 1 }),
      {
        question: 'Three?',
        position: 2,
        no_source: true,
        source_type: null,
        tags: [],
        never_reviewed: true,
      },
      {
        question: 'Four?',
        position: 3,
        no_source: false,
        source_type: 'object',
        tags: ['bio', 'cells'],
        never_reviewed: true,
      },
    ]);
    expect(sourced.id).not.toBe(plain.id);

    const empty = await service.create(owner, { title: 'Empty', source: 'manual', cards: [] });
    expect(
      await service.addCard(owner, empty.id, { question: 'First?', answer: '1' }),
    ).toMatchObject({ deck_id: empty.id, question: 'First?' });
    const stranger = await createIdentityRepository(database.db).createGuest('stranger-hash', now);
    const addedAt = now;
    now = new Date('2026-03-02T11:00:00Z');
    await expect(
      service.addCard(stranger, deck.id, { question: 'Mine?', answer: 'no' }),
    ).rejects.toMatchObject({ statusCode: 404 });

    const [changed] = (
      (await database.db.execute(
        sql`select updated_at from flashcard_decks where id = ${deck.id}`,
      )) as unknown as { rows: { updated_at: unknown }[] }
    ).rows;
    // The stranger's try wrote nothing: the deck still shows the owner's last add.
    expect(new Date(String(changed!.updated_at)).getTime()).toBe(addedAt.getTime());
    await expect(
      service.addCard(owner, 'not-a-deck-id', { question: 'Where?', answer: '?' }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('refuses a card once the deck is full, writing nothing, and takes one after a delete', async () => {
    let now = new Date('2026-03-02T09:00:00Z');
    const service = createFlashcardsService(
      createFlashcardsRepository(database.db),
      () => new Date(now),
    );
    const owner = await createIdentityRepository(database.db).createGuest('full-deck-hash', now);
    const full = await service.create(owner, {
      title: 'Full',
      source: 'manual',
      cards: Array.from({ length: DECK_CARDS_MAX }, (_, i) => ({
        question: `Q${i}?`,
        answer: 'A',
      })),
    });
    await expect(
      service.addCard(owner, full.id, { question: 'One more?', answer: 'A' }),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: `A deck can hold at most ${DECK_CARDS_MAX} cards.`,
    });
    const stored = async () =>
      (
        (await database.db.execute(sql`
          select (select count(*)::int from flashcard_cards where deck_id = ${full.id}) as cards,
                 updated_at from flashcard_decks where id = ${full.id}`)) as unknown as {
          rows: { cards: number; updated_at: unknown }[];
        }
      ).rows[0]!;
    const before = await stored();
    now = new Date('2026-03-02T10:00:00Z');
    await expect(
      service.addCard(owner, full.id, { question: 'Still one more?', answer: 'A' }),
    ).rejects.toMatchObject({ statusCode: 422 });
    expect(await stored()).toEqual(before);
    expect(before.cards).toBe(DECK_CARDS_MAX);

    await service.removeCard(owner, full.id, full.cards[0]!.id);
    const added = await service.addCard(owner, full.id, { question: 'Fits now?', answer: 'A' });
    const after = await stored();
    expect(after.cards).toBe(DECK_CARDS_MAX);
    expect(new Date(String(after.updated_at)).getTime()).toBe(now.getTime());
    expect(added.question).toBe('Fits now?');
  });
});
