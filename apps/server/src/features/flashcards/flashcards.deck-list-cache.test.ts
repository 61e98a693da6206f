import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import { createIdentityRepository } from '../identity/identity.repository.ts';
import { createFlashcardsStudy } from './flashcards-study.service.ts';
import { createFlashcardsRepository } from './flashcards.repository.ts';
import { createFlashcardsService } from './flashcards.service.ts';

const newDeck = (title: string) => ({
  title,
  source: 'manual' as const,
  cards: [{ question: 'Q?', answer: 'A' }],
});

// The deck list is remembered on PGlite (db/read-cache.ts) until one of the owner's decks or
// cards is written or the next card falls due. Whatever happens, a list read through the cache
// must equal the database's own answer at that moment, for every owner.
describe('the remembered deck list', () => {
  it('is never stale: across owners, card adds, edits, deletions, ratings, deck deletions and time passing', async () => {
    const database = await createTestDatabase();
    try {
      let now = new Date('2026-03-02T09:00:00Z');
      const clock = () => new Date(now);
      const cached = createFlashcardsRepository(database.db, database.reads);
      const decks = createFlashcardsService(cached, clock);
      const study = createFlashcardsStudy(cached, clock);
      const uncached = createFlashcardsService(createFlashcardsRepository(database.db), clock);
      const identity = createIdentityRepository(database.db, database.reads);
      const owners: string[] = [];
      for (let i = 0; i < 4; i++) owners.push(await identity.createGuest(`deck-hash-${i}`, now));
      for (const owner of owners) {
        await decks.create(owner, newDeck(`Deck of ${owner.slice(0, 4)}`));
      }

      let remembered = 0;
      const check = async () => {
        for (const owner of owners) {
          const expected = await uncached.list(owner);
          expect(await decks.list(owner)).toEqual(expected);
          // Asked twice: the second answer can come from memory, and must still be right.
          expect(await decks.list(owner)).toEqual(expected);
          remembered++;
        }
      };

      let seed = 11;
      const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
      for (let step = 0; step < 60; step++) {
        await check();
        const owner = owners[next(owners.length)]!;
        const [deck] = await uncached.list(owner);
        const cards = deck ? (await uncached.get(owner, deck.id)).cards : [];
        const card = cards[next(Math.max(1, cards.length))];
        const action = next(7);
        console.log(
          'step',
          step,
          'action',
          action,
          'cards',
          cards.length,
          JSON.stringify((await uncached.list(owner)).map((d) => [d.card_count, d.due_count])),
        );
        const write = async () => {
          if (!deck) {
            await decks.create(owner, newDeck('Again'));
          } else if (action === 0 || !card) {
            await decks.addCard(owner, deck.id, { question: `Q${step}?`, answer: `A${step}` });
          } else if (action === 1) {
            await decks.updateCard(owner, deck.id, card.id, { question: 'Edited?', answer: 'B' });
          } else if (action === 2) {
            await decks.removeCard(owner, deck.id, card.id);
          } else if (action === 3) {
            await study.rate(owner, deck.id, card.id, next(2) ? 'good' : 'again', 'review');
          } else if (action === 4 && next(3) === 0) {
            await decks.remove(owner, deck.id);
          } else {
            // Time passes: a card rated or added earlier falls due without any write.
            now = new Date(now.getTime() + (1 + next(3)) * 10 * 60_000 * (next(4) === 0 ? 200 : 1));
          }
        };
        // Every owner's list read while one owner writes.
        await Promise.all([
          ...owners.map((id) => decks.list(id)),
          write(),
          ...owners.map((id) => decks.list(id)),
        ]);
      }
      await check();
      expect(remembered).toBeGreaterThan(200);
    } finally {
      await database.dispose();
    }
  });

  it('is answered from memory when nothing changed, and an add to one owner keeps the others remembered', async () => {
    const database = await createTestDatabase();
    try {
      if (database.kind !== 'pglite') return; // PostgreSQL has no read cache (other processes write)
      const now = new Date('2026-03-02T09:00:00Z');
      // The database's answers loaded for the list, counted at the cache.
      let loads = 0;
      const reads: ReadCache = {
        read: (key, tables, load, fresh, ownerId) =>
          database.reads.read(key, tables, () => (loads++, load()), fresh, ownerId),
        ownerWrites: (ownerId, work) => database.reads.ownerWrites(ownerId, work),
      };
      const decks = createFlashcardsService(
        createFlashcardsRepository(database.db, reads),
        () => now,
      );
      const identity = createIdentityRepository(database.db, database.reads);
      const [a, b] = [
        await identity.createGuest('list-hash-a', now),
        await identity.createGuest('list-hash-b', now),
      ];
      const deckA = await decks.create(a, newDeck('A'));
      await decks.create(b, newDeck('B'));
      await decks.list(a);
      await decks.list(b);
      loads = 0;
      await decks.list(b);
      expect(loads).toBe(0);

      await decks.addCard(a, deckA.id, { question: 'New?', answer: 'Yes' });
      const [listA] = await decks.list(a);
      const [listB] = await decks.list(b);
      expect(listA!.card_count).toBe(2);
      expect(listB!.card_count).toBe(1);
      expect(loads).toBe(1); // a's list was read again, b's stayed remembered through a's add
    } finally {
      await database.dispose();
    }
  });
});
