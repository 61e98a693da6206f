import { describe, expect, it } from 'vitest';
import {
  deckListSchema,
  deckSchema,
  dueListSchema,
  importResponseSchema,
  reviewResponseSchema,
} from '@quietdesk/core/api/flashcards';
import { count, eq } from 'drizzle-orm';
import { flashcardReviews } from '../../db/schema.ts';
import { appPerFile, cookiePair, createTestApp } from '../../test/helpers.ts';
import { newDeck, SAMPLE_CARDS, sender } from './flashcards.test-helpers.ts';

const DAY = 86_400_000;
let now = new Date();
const clock = () => now;
const send = sender(() => file.app);
const reviewCount = async (cardId: string) => {
  const rows = await file.database.db
    .select({ n: count() })
    .from(flashcardReviews)
    .where(eq(flashcardReviews.cardId, cardId));
  return rows[0]!.n;
};

const file = appPerFile((database) => createTestApp(database, { clock }));

describe('decks', () => {
  it('saves a generated set as a deck and lists it with due counts', async () => {
    const { deck, cookie } = await newDeck(send);
    expect(deck.title).toBe('Basics');
    expect(deck.cards.map((c) => c.question)).toEqual(SAMPLE_CARDS.map((c) => c.question));
    expect(deck.cards.every((c) => c.state === 'new' && c.reps === 0)).toBe(true);
    expect(deck).toMatchObject({ card_count: 3, due_count: 3, exam_date: null });

    const list = deckListSchema.parse(
      (await send('GET', '/api/flashcards/decks', undefined, cookie)).json(),
    );
    expect(list.map((d) => d.id)).toEqual([deck.id]);
    expect(list[0]).toMatchObject({ card_count: 3, due_count: 3 });
    // Without a cookie: nothing, and no identity is created for a read.
    const anonymous = await send('GET', '/api/flashcards/decks');
    expect(anonymous.json()).toEqual([]);
    expect(anonymous.headers['set-cookie']).toBeUndefined();
  });

  it('renames, sets an exam date, edits, adds and deletes cards', async () => {
    const { deck, cookie } = await newDeck(send);
    const url = `/api/flashcards/decks/${deck.id}`;
    const renamed = await send(
      'PATCH',
      url,
      { title: '  Chemistry  ', exam_date: '2030-01-15' },
      cookie,
    );
    expect(renamed.statusCode).toBe(200);
    expect(deckSchema.parse(renamed.json())).toMatchObject({
      title: 'Chemistry',
      exam_date: '2030-01-15',
    });

    const cleared = await send('PATCH', url, { exam_date: null }, cookie);
    expect(cleared.json().exam_date).toBeNull();

    const card = deck.cards[0]!;
    const edited = await send(
      'PUT',
      `${url}/cards/${card.id}`,
      { question: 'Capital of Italy?', answer: 'Rome' },
      cookie,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: card.id,
      question: 'Capital of Italy?',
      answer: 'Rome',
    });

    const added = await send('POST', `${url}/cards`, { question: 'New?', answer: 'Yes' }, cookie);
    expect(added.statusCode).toBe(201);

    expect(
      (await send('DELETE', `${url}/cards/${deck.cards[1]!.id}`, undefined, cookie)).statusCode,
    ).toBe(204);
    const after = deckSchema.parse((await send('GET', url, undefined, cookie)).json());
    expect(after.cards.map((c) => c.question)).toEqual(['Capital of Italy?', 'H2O is?', 'New?']);

    expect((await send('DELETE', url, undefined, cookie)).statusCode).toBe(204);
    expect((await send('GET', url, undefined, cookie)).statusCode).toBe(404);
  });

  it.each([
    [{ title: '', cards: [] }, 'Give the deck a title.'],
    [{ title: 'x'.repeat(121), cards: [] }, 'at most 120 characters'],
    [{ title: 'T', cards: [{ question: ' ', answer: 'a' }] }, 'The question cannot be empty.'],
    [
      { title: 'T', cards: [{ question: 'q', answer: 'a'.repeat(1001) }] },
      'at most 1000 characters',
    ],
    [{ title: 'T', cards: [], exam_date: '15/01/2030' }, 'exam_date must be a date'],
    [{ title: 'T', cards: [{ question: 'q\u0000', answer: 'a' }] }, 'cannot be stored'],
    [{ title: 'T', cards: [], source: 'web' }, 'source'],
    [
      { title: 'T', cards: [{ question: 'q', answer: 'a', tags: ['two words'] }] },
      'A tag is 1 to 100 characters without spaces.',
    ],
    [
      { title: 'T', cards: [{ question: 'q', answer: 'a', tags: ['x'.repeat(101)] }] },
      'A tag is 1 to 100 characters without spaces.',
    ],
    [
      {
        title: 'T',
        cards: [
          { question: 'q', answer: 'a', tags: Array.from({ length: 51 }, (_, i) => `t${i}`) },
        ],
      },
      'A card can have at most 50 tags.',
    ],
    [{ title: 'T', cards: [{ question: 'q', answer: 'a', tags: 'biology' }] }, 'tags must be'],
  ])('refuses a bad deck %j with 422', async (payload, message) => {
    const response = await send('POST', '/api/flashcards/decks', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(message);
  });

  it('keeps a card’s tags, changes them when sent and keeps them when an edit leaves them out', async () => {
    const { deck, cookie } = await newDeck(send, undefined, {
      cards: [{ question: 'Osmosis?', answer: 'Water across a membrane', tags: ['bio', 'bio'] }],
    });
    const card = deck.cards[0]!;
    // Sent twice, kept once.
    expect(card.tags).toEqual(['bio']);
    const url = `/api/flashcards/decks/${deck.id}/cards/${card.id}`;
    const untouched = await send('PUT', url, { question: 'Osmosis is?', answer: 'Water' }, cookie);
    expect(untouched.json()).toMatchObject({ question: 'Osmosis is?', tags: ['bio'] });
    const retagged = await send(
      'PUT',
      url,
      { question: 'Osmosis is?', answer: 'Water', tags: ['cells::membranes'] },
      cookie,
    );
    expect(retagged.json().tags).toEqual(['cells::membranes']);
    const cleared = await send(
      'PUT',
      url,
      { question: 'Osmosis is?', answer: 'Water', tags: [] },
      cookie,
    );
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().tags).toBeUndefined();
    const added = await send(
      'POST',
      `/api/flashcards/decks/${deck.id}/cards`,
      { question: 'pH 7?', answer: 'Neutral', tags: ['chemistry'] },
      cookie,
    );
    expect(added.json().tags).toEqual(['chemistry']);
  });

  it('refuses an empty change and a bad rating with 422', async () => {
    const { deck, cookie } = await newDeck(send);
    const url = `/api/flashcards/decks/${deck.id}`;
    expect((await send('PATCH', url, {}, cookie)).statusCode).toBe(422);
    const bad = await send(
      'POST',
      `${url}/cards/${deck.cards[0]!.id}/reviews`,
      { rating: 'meh' },
      cookie,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toContain('rating must be again, hard, good or easy.');
  });

  it('gives another guest 404 for everything and changes nothing', async () => {
    const { deck, cookie } = await newDeck(send);
    const { cookie: stranger } = await newDeck(send);
    const url = `/api/flashcards/decks/${deck.id}`;
    const card = deck.cards[0]!;
    const attempts = [
      send('GET', url, undefined, stranger),
      send('PATCH', url, { title: 'Mine now' }, stranger),
      send('GET', `${url}/due`, undefined, stranger),
      send('GET', `${url}/export`, undefined, stranger),
      send('POST', `${url}/cards`, { question: 'q', answer: 'a' }, stranger),
      send('PUT', `${url}/cards/${card.id}`, { question: 'q', answer: 'a' }, stranger),
      send('POST', `${url}/cards/${card.id}/reviews`, { rating: 'good' }, stranger),
      send('DELETE', `${url}/cards/${card.id}`, undefined, stranger),
      send('DELETE', url, undefined, stranger),
      // No cookie at all, and ids that are not even UUIDs.
      send('GET', url),
      send('POST', `${url}/cards/${card.id}/reviews`, { rating: 'good' }),
      send('GET', '/api/flashcards/decks/not-a-uuid', undefined, cookie),
      send('DELETE', `${url}/cards/nope`, undefined, cookie),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().detail).toMatch(/^(Deck|Card) not found\.$/);
    }
    const same = deckSchema.parse((await send('GET', url, undefined, cookie)).json());
    expect(same).toEqual(deck);
  });

  it('refuses a card of one deck addressed through another deck', async () => {
    const { deck, cookie } = await newDeck(send);
    const { deck: other } = await newDeck(send, cookie);
    const response = await send(
      'PUT',
      `/api/flashcards/decks/${other.id}/cards/${deck.cards[0]!.id}`,
      { question: 'q', answer: 'a' },
      cookie,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('reviews', () => {
  it('lists due cards with intervals, schedules a rating and logs it', async () => {
    now = new Date();
    const { deck, cookie } = await newDeck(send);
    const url = `/api/flashcards/decks/${deck.id}`;
    const due = dueListSchema.parse((await send('GET', `${url}/due`, undefined, cookie)).json());
    expect(due.total_due).toBe(3);
    expect(due.cards).toHaveLength(3);
    expect(due.cards[0]!.intervals).toEqual({
      again: '1m',
      hard: '6m',
      good: '10m',
      easy: expect.stringMatching(/d$/),
    });

    const [first, second] = due.cards;
    const good = reviewResponseSchema.parse(
      (await send('POST', `${url}/cards/${first!.id}/reviews`, { rating: 'easy' }, cookie)).json(),
    );
    expect(good.card.state).toBe('review');
    expect(good.card.reps).toBe(1);
    expect(Date.parse(good.card.due)).toBeGreaterThan(now.getTime() + DAY);
    expect(good.next_interval).toBe(first!.intervals.easy);

    const again = reviewResponseSchema.parse(
      (
        await send(
          'POST',
          `${url}/cards/${second!.id}/reviews`,
          { rating: 'again', source: 'quiz' },
          cookie,
        )
      ).json(),
    );
    expect(again.card.state).toBe('learning');
    expect(Date.parse(again.card.due)).toBeLessThan(Date.parse(good.card.due));
    // When it comes back a minute later, its buttons offer the next learning steps.
    expect(again.next_interval).toBe('1m');
    expect(again.next_intervals).toMatchObject({ again: '1m', good: '10m' });

    const later = dueListSchema.parse((await send('GET', `${url}/due`, undefined, cookie)).json());
    expect(later.total_due).toBe(1);
    expect(later.cards.map((c) => c.id)).toEqual([deck.cards[2]!.id]);

    // Ten minutes on, the card rated Again is due again; the Easy one is not.
    now = new Date(now.getTime() + 10 * 60_000);
    const afterWait = dueListSchema.parse(
      (await send('GET', `${url}/due`, undefined, cookie)).json(),
    );
    expect(afterWait.cards.map((c) => c.id).sort()).toEqual([second!.id, deck.cards[2]!.id].sort());
    now = new Date();
  });

  it('keeps every card of a deck with an exam date due by the day before', async () => {
    now = new Date();
    const exam = new Date(now.getTime() + 4 * DAY).toISOString().slice(0, 10);
    const { deck, cookie } = await newDeck(send, undefined, { exam_date: exam });
    const url = `/api/flashcards/decks/${deck.id}`;
    const due = dueListSchema.parse((await send('GET', `${url}/due`, undefined, cookie)).json());
    const rated = reviewResponseSchema.parse(
      (
        await send('POST', `${url}/cards/${deck.cards[0]!.id}/reviews`, { rating: 'easy' }, cookie)
      ).json(),
    );
    expect(Date.parse(rated.card.due)).toBe(Date.parse(`${exam}T00:00:00Z`) - DAY);
    // Easy would wait weeks; the due list's preview already showed the exam's cap.
    expect(due.cards[0]!.intervals.easy).toBe(rated.next_interval);
    expect(rated.next_interval).toMatch(/^[23]d$/);
  });

  it('refuses a rating of a card rated since it was shown (409) and changes nothing', async () => {
    now = new Date();
    const { deck, cookie } = await newDeck(send);
    const url = `/api/flashcards/decks/${deck.id}`;
    const card = deck.cards[0]!;
    const reviews = `${url}/cards/${card.id}/reviews`;
    // Tab A rates the card as it showed it (reps 0).
    const first = await send('POST', reviews, { rating: 'easy', expected_reps: 0 }, cookie);
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = deckSchema.parse((await send('GET', url, undefined, cookie)).json());
    const streakBefore = (await send('GET', '/api/flashcards/streak?tz=UTC', undefined, cookie))
      .body;

    // Tab B still shows reps 0: its rating would land on a schedule nobody saw.
    const stale = await send('POST', reviews, { rating: 'again', expected_reps: 0 }, cookie);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(/rated somewhere else .*Load the due cards again\.$/);
    expect(deckSchema.parse((await send('GET', url, undefined, cookie)).json())).toEqual(
      afterFirst,
    );
    expect(await reviewCount(card.id)).toBe(1);
    expect((await send('GET', '/api/flashcards/streak?tz=UTC', undefined, cookie)).body).toBe(
      streakBefore,
    );

    // With the fresh state it goes through.
    const fresh = await send('POST', reviews, { rating: 'again', expected_reps: 1 }, cookie);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(reviewResponseSchema.parse(fresh.json()).card).toMatchObject({ reps: 2, lapses: 1 });
    expect(await reviewCount(card.id)).toBe(2);
  });

  it('lets exactly one of two simultaneous ratings of the same view through', async () => {
    now = new Date();
    const { deck, cookie } = await newDeck(send);
    const reviews = `/api/flashcards/decks/${deck.id}/cards/${deck.cards[1]!.id}/reviews`;
    const answers = await Promise.all(
      (['good', 'again'] as const).map((rating) =>
        send('POST', reviews, { rating, expected_reps: 0 }, cookie),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await reviewCount(deck.cards[1]!.id)).toBe(1);
  });

  it.each([-1, 1.5, '0'])('refuses expected_reps %j with 422', async (value) => {
    const { deck, cookie } = await newDeck(send);
    const response = await send(
      'POST',
      `/api/flashcards/decks/${deck.id}/cards/${deck.cards[0]!.id}/reviews`,
      { rating: 'good', expected_reps: value },
      cookie,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('expected_reps must be a whole number of 0 or more.');
  });

  it('sends the first 50 due cards in deck order with the full due count', async () => {
    now = new Date();
    const cards = Array.from({ length: 620 }, (_, i) => ({ question: `Q${i}`, answer: `A${i}` }));
    const { deck, cookie } = await newDeck(send, undefined, { cards });
    const url = `/api/flashcards/decks/${deck.id}`;
    const due = dueListSchema.parse((await send('GET', `${url}/due`, undefined, cookie)).json());
    expect(due.total_due).toBe(620);
    expect(due.cards.map((c) => c.question)).toEqual(cards.slice(0, 50).map((c) => c.question));

    // Rated cards leave the list (due later); the next ones move up and the count follows.
    for (const card of due.cards.slice(0, 3)) {
      const r = await send('POST', `${url}/cards/${card.id}/reviews`, { rating: 'easy' }, cookie);
      expect(r.statusCode).toBe(200);
    }
    const next = dueListSchema.parse((await send('GET', `${url}/due`, undefined, cookie)).json());
    expect(next.total_due).toBe(617);
    expect(next.cards[0]!.question).toBe('Q3');
    expect(next.cards).toHaveLength(50);
  });

  it('answers an empty due list for a deck with nothing due', async () => {
    now = new Date();
    const { deck, cookie } = await newDeck(send, undefined, {
      cards: [{ question: 'Only?', answer: 'Yes' }],
    });
    const url = `/api/flashcards/decks/${deck.id}`;
    await send('POST', `${url}/cards/${deck.cards[0]!.id}/reviews`, { rating: 'easy' }, cookie);
    const due = await send('GET', `${url}/due`, undefined, cookie);
    expect(due.statusCode).toBe(200);
    expect(dueListSchema.parse(due.json())).toEqual({ total_due: 0, cards: [] });
    const empty = await newDeck(send, cookie, { cards: [] });
    const none = await send('GET', `/api/flashcards/decks/${empty.deck.id}/due`, undefined, cookie);
    expect(none.json()).toEqual({ total_due: 0, cards: [] });
  });

  it('counts study days and is not broken by a day with nothing due', async () => {
    const threeDaysAgo = new Date(Date.now() - 3 * DAY);
    const studyOnce = async (rating: 'easy' | 'again') => {
      now = threeDaysAgo;
      const { deck, cookie } = await newDeck(send, undefined, {
        cards: [{ question: 'Only card?', answer: 'Yes' }],
      });
      const url = `/api/flashcards/decks/${deck.id}/cards/${deck.cards[0]!.id}/reviews`;
      const streakNow = async () => {
        const r = await send('GET', '/api/flashcards/streak?tz=UTC', undefined, cookie);
        expect(r.statusCode).toBe(200);
        return r.json();
      };
      expect((await send('POST', url, { rating }, cookie)).statusCode).toBe(200);
      now = new Date();
      const before = await streakNow();
      expect((await send('POST', url, { rating: 'good' }, cookie)).statusCode).toBe(200);
      return { before, after: await streakNow() };
    };
    // Easy pushes the only card days out: the days between owed nothing, so the streak holds.
    expect(await studyOnce('easy')).toEqual({
      before: { current: 1, reviewed_today: false },
      after: { current: 2, reviewed_today: true },
    });
    // Again leaves it due within minutes: skipping the next days broke the streak.
    expect(await studyOnce('again')).toEqual({
      before: { current: 0, reviewed_today: false },
      after: { current: 1, reviewed_today: true },
    });
    const guestless = await send('GET', '/api/flashcards/streak');
    expect(guestless.json()).toEqual({ current: 0, reviewed_today: false });
    expect((await send('GET', '/api/flashcards/streak?tz=Nowhere/Land')).statusCode).toBe(422);
  });
});

describe('import and export', () => {
  const tricky = [
    { question: 'Comma, and "quotes"', answer: 'a\tb' },
    { question: 'Is <b>bold</b> & safe?', answer: 'line one\nline two' },
    { question: '日本の首都は？', answer: '東京' },
  ];

  it.each(['anki', 'csv'] as const)('round-trips a deck through %s', async (format) => {
    const { deck, cookie } = await newDeck(send, undefined, {
      title: 'Tricky: CJK 日本',
      cards: tricky,
    });
    const exported = await send(
      'GET',
      `/api/flashcards/decks/${deck.id}/export?format=${format}`,
      undefined,
      cookie,
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="Tricky-CJK/);
    if (format === 'anki')
      expect(exported.body.startsWith('#separator:tab\n#html:true\n')).toBe(true);
    else expect(exported.headers['content-type']).toMatch(/^text\/csv/);

    const imported = await send(
      'POST',
      '/api/flashcards/decks/import',
      { title: 'Back again', text: exported.body },
      cookie,
    );
    expect(imported.statusCode).toBe(201);
    const result = importResponseSchema.parse(imported.json());
    expect(result).toMatchObject({ imported: 3, skipped: [] });
    expect(result.deck.source).toBe('import');
    const copy = deckSchema.parse(
      (await send('GET', `/api/flashcards/decks/${result.deck.id}`, undefined, cookie)).json(),
    );
    expect(copy.cards.map(({ question, answer }) => ({ question, answer }))).toEqual(tricky);
  });

  it('makes one deck per Anki deck, named as in Anki, with fronts and backs from the right columns', async () => {
    const { cookie } = await newDeck(send);
    const text = [
      '#separator:tab',
      '#html:true',
      '#guid column:1',
      '#notetype column:2',
      '#deck column:3',
      '#tags column:6',
      'a1B2c3D4e5\tBasic\tBiology::Cells\tWhat does the nucleus hold?\tThe DNA\tbiology',
      'f6G7h8I9j0\tBasic\tBiology::Cells\tCell membrane\tControls what enters<br>and leaves\t',
      'k1L2m3N4o5\tBasic\tChemistry\tpH of pure water\t7\tchemistry acids',
    ].join('\n');
    const response = await send(
      'POST',
      '/api/flashcards/decks/import',
      { title: 'Typed', text },
      cookie,
    );
    expect(response.statusCode).toBe(201);
    const result = importResponseSchema.parse(response.json());
    expect(result.imported).toBe(3);
    expect(result.decks.map((d) => [d.title, d.card_count])).toEqual([
      ['Biology::Cells', 2],
      ['Chemistry', 1],
    ]);
    const biology = deckSchema.parse(
      (await send('GET', `/api/flashcards/decks/${result.decks[0]!.id}`, undefined, cookie)).json(),
    );
    expect(biology.cards.map(({ question, answer, tags }) => [question, answer, tags])).toEqual([
      ['What does the nucleus hold?', 'The DNA', ['biology']],
      ['Cell membrane', 'Controls what enters\nand leaves', undefined],
    ]);
    const chemistry = deckSchema.parse(
      (await send('GET', `/api/flashcards/decks/${result.decks[1]!.id}`, undefined, cookie)).json(),
    );
    expect(chemistry.cards[0]!.tags).toEqual(['chemistry', 'acids']);
  });

  it('reports skipped lines and refuses a file with no cards', async () => {
    const { cookie } = await newDeck(send);
    const partial = await send(
      'POST',
      '/api/flashcards/decks/import',
      { title: 'P', text: 'q,a\nonly one\n,empty' },
      cookie,
    );
    expect(partial.statusCode).toBe(201);
    expect(partial.json()).toMatchObject({
      imported: 1,
      skipped: [
        { line: 2, reason: 'it has one field; a card needs two' },
        { line: 3, reason: 'the question is empty' },
      ],
    });
    const none = await send(
      'POST',
      '/api/flashcards/decks/import',
      { title: 'N', text: 'nothing here' },
      cookie,
    );
    expect(none.statusCode).toBe(422);
    expect(none.json().detail).toContain('No cards could be read from this file.');
    const badFormat = await send(
      'GET',
      `/api/flashcards/decks/${partial.json().deck.id}/export?format=xlsx`,
      undefined,
      cookie,
    );
    expect(badFormat.statusCode).toBe(422);
  });

  it('gives a new guest an identity on import', async () => {
    const response = await send('POST', '/api/flashcards/decks/import', {
      title: 'Fresh',
      text: 'a,b',
    });
    expect(response.statusCode).toBe(201);
    const cookie = cookiePair(response.headers['set-cookie']);
    expect((await send('GET', '/api/flashcards/decks', undefined, cookie)).json()).toHaveLength(1);
  });
});
