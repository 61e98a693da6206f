import { describe, expect, it } from 'vitest';
import {
  READER_TEXT_MAX,
  highlightSchema,
  readerCardSourceSchema,
  readerItemListSchema,
  readerItemSchema,
} from '@quietdesk/core/api/reader';
import { appPerFile } from '../../test/helpers.ts';
import { Browser, createAuthTestApp, GOOD_PASSWORD } from '../auth/auth.test-helpers.ts';

const file = appPerFile((database) => createAuthTestApp(database), 180_000);

const TEXT = [
  'Photosynthesis turns light into chemical energy.',
  'Chlorophyll absorbs mostly blue and red light.',
  'The Calvin cycle fixes carbon dioxide into sugar.',
].join('\n\n');
const PAGE_2 = TEXT.indexOf('Chlorophyll');
const A_PDF = {
  title: 'Biology notes',
  kind: 'pdf',
  source: 'biology.pdf',
  text: TEXT,
  sections: [
    { label: 'Page 1', start: 0 },
    { label: 'Page 2', start: PAGE_2 },
  ],
};

async function keep(browser: Browser, body: unknown = A_PDF): Promise<string> {
  const response = await browser.post('/api/reader/items', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

const sentence = 'Chlorophyll absorbs mostly blue and red light.';
const highlightOf = (quote: string, extra: Record<string, unknown> = {}) => ({
  start: TEXT.indexOf(quote),
  end: TEXT.indexOf(quote) + quote.length,
  quote,
  prefix: 'energy.\n\n',
  suffix: '\n\nThe Calvin',
  ...extra,
});

async function makeCard(browser: Browser): Promise<string> {
  const deck = await browser.post('/api/flashcards/decks', {
    title: 'Biology',
    cards: [{ question: '____ absorbs mostly blue and red light.', answer: 'Chlorophyll' }],
  });
  expect(deck.statusCode).toBe(201);
  return (await browser.get(`/api/flashcards/decks/${deck.json().id}`)).json().cards[0].id;
}

describe('the library', () => {
  it('keeps an opened file for a guest, lists it without its text and reopens it', async () => {
    const guest = new Browser(file.app);
    const id = await keep(guest);
    const list = readerItemListSchema.parse((await guest.get('/api/reader/items')).json());
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id,
      title: 'Biology notes',
      kind: 'pdf',
      source: 'biology.pdf',
      char_count: TEXT.length,
      position: 0,
      section_count: 2,
      highlight_count: 0,
    });
    expect(list[0]).not.toHaveProperty('text');
    const item = readerItemSchema.parse((await guest.get(`/api/reader/items/${id}`)).json());
    expect(item.text).toBe(TEXT);
    expect(item.sections).toEqual(A_PDF.sections);
  });

  it('reopens the item kept for the same content instead of keeping a copy', async () => {
    const guest = new Browser(file.app);
    const hash = 'ab'.repeat(32);
    const first = await guest.post('/api/reader/items', { ...A_PDF, content_hash: hash });
    expect(first.statusCode).toBe(201);
    const id = first.json().id as string;
    await guest.patch(`/api/reader/items/${id}`, { position: PAGE_2 });
    const marked = await guest.post(`/api/reader/items/${id}/highlights`, highlightOf(sentence));
    expect(marked.statusCode, marked.body).toBe(201);

    // The same file again (renamed): the same item, where the person stopped, highlights kept.
    const again = await guest.post('/api/reader/items', {
      ...A_PDF,
      source: 'biology (1).pdf',
      content_hash: hash,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, position: PAGE_2, highlight_count: 1 });
    const found = await guest.get(`/api/reader/items?content_hash=${hash}`);
    expect(found.json().map((item: { id: string }) => item.id)).toEqual([id]);
    expect((await guest.get(`/api/reader/items?content_hash=${'cd'.repeat(32)}`)).json()).toEqual(
      [],
    );

    // Other content, or the same content kept by someone else, is a new item.
    const other = await guest.post('/api/reader/items', {
      ...A_PDF,
      content_hash: 'cd'.repeat(32),
    });
    expect(other.statusCode).toBe(201);
    const stranger = new Browser(file.app);
    const theirs = await stranger.post('/api/reader/items', { ...A_PDF, content_hash: hash });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(id);
    expect((await guest.get('/api/reader/items')).json()).toHaveLength(2);

    const bad = await guest.get('/api/reader/items?content_hash=nothex');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toMatch(/SHA-256/);
    const badBody = await guest.post('/api/reader/items', { ...A_PDF, content_hash: 'AB' });
    expect(badBody.statusCode).toBe(422);
    expect(badBody.json().detail).toMatch(/SHA-256/);
  });

  it('remembers where the person stopped', async () => {
    const guest = new Browser(file.app);
    const id = await keep(guest);
    const saved = await guest.patch(`/api/reader/items/${id}`, { position: PAGE_2 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().position).toBe(PAGE_2);
    expect((await guest.get(`/api/reader/items/${id}`)).json().position).toBe(PAGE_2);
    // Past the end is kept as the end (finished), not refused.
    const past = await guest.patch(`/api/reader/items/${id}`, { position: TEXT.length + 5 });
    expect(past.json().position).toBe(TEXT.length);
  });

  it('refuses bad input with a readable detail and stores nothing', async () => {
    const guest = new Browser(file.app);
    const cases: Array<[unknown, number, RegExp]> = [
      [{ ...A_PDF, text: '   ' }, 422, /no text/i],
      [{ ...A_PDF, title: '' }, 422, /title/i],
      [{ ...A_PDF, kind: 'docx' }, 422, /kind must be one of/],
      [{ ...A_PDF, text: 'a\u0000b' }, 422, /cannot be stored/],
      [{ ...A_PDF, sections: [{ label: 'Page 9', start: TEXT.length + 1 }] }, 422, /after the end/],
      [
        {
          ...A_PDF,
          sections: [
            { label: 'Page 2', start: 5 },
            { label: 'Page 1', start: 0 },
          ],
        },
        422,
        /text order/,
      ],
      [{ ...A_PDF, text: 'x'.repeat(READER_TEXT_MAX + 1) }, 422, /at most 2000000/],
    ];
    for (const [body, status, detail] of cases) {
      const response = await guest.post('/api/reader/items', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(response.json().detail).toMatch(detail);
    }
    expect((await guest.get('/api/reader/items')).json()).toEqual([]);
  });

  it('takes the longest text allowed (2,000,000 characters of CJK, over 6 MB of JSON)', async () => {
    const guest = new Browser(file.app);
    const text = '読'.repeat(READER_TEXT_MAX);
    const id = await keep(guest, { ...A_PDF, text, sections: [] });
    expect((await guest.get(`/api/reader/items/${id}`)).json().char_count).toBe(READER_TEXT_MAX);
  });

  it('deletes an item with its highlights', async () => {
    const guest = new Browser(file.app);
    const id = await keep(guest);
    await guest.post(`/api/reader/items/${id}/highlights`, highlightOf(sentence));
    expect((await guest.delete(`/api/reader/items/${id}`)).statusCode).toBe(204);
    expect((await guest.get(`/api/reader/items/${id}`)).statusCode).toBe(404);
    expect((await guest.get('/api/reader/items')).json()).toEqual([]);
    expect((await guest.delete(`/api/reader/items/${id}`)).statusCode).toBe(404);
  });

  it("never shows, changes or deletes another person's reading (404, not 403)", async () => {
    const owner = new Browser(file.app);
    const other = new Browser(file.app);
    await keep(other); // so `other` has an identity
    const id = await keep(owner);
    const highlight = (
      await owner.post(`/api/reader/items/${id}/highlights`, highlightOf(sentence))
    ).json().id;
    expect((await other.get(`/api/reader/items/${id}`)).statusCode).toBe(404);
    expect((await other.patch(`/api/reader/items/${id}`, { position: 3 })).statusCode).toBe(404);
    expect((await other.delete(`/api/reader/items/${id}`)).statusCode).toBe(404);
    const probe = await other.post(`/api/reader/items/${id}/highlights`, highlightOf(sentence));
    expect(probe.statusCode).toBe(404);
    expect((await other.delete(`/api/reader/items/${id}/highlights/${highlight}`)).statusCode).toBe(
      404,
    );
    expect((await other.get('/api/reader/items')).body).not.toContain(id);
    expect((await owner.get(`/api/reader/items/${id}`)).json().highlights).toHaveLength(1);
  });
});

describe('highlights and the cards made from them', () => {
  it('keeps a highlight with its page and links its card back to that place', async () => {
    const guest = new Browser(file.app);
    const id = await keep(guest);
    const cardId = await makeCard(guest);
    const response = await guest.post(
      `/api/reader/items/${id}/highlights`,
      highlightOf(sentence, { card_id: cardId }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const highlight = highlightSchema.parse(response.json());
    expect(highlight).toMatchObject({ quote: sentence, section: 'Page 2', card_id: cardId });

    const item = readerItemSchema.parse((await guest.get(`/api/reader/items/${id}`)).json());
    expect(item.highlights.map((h) => h.id)).toEqual([highlight.id]);
    expect(item.highlight_count).toBe(1);

    const source = readerCardSourceSchema.parse(
      (await guest.get(`/api/reader/card-sources/${cardId}`)).json(),
    );
    expect(source).toEqual({
      kind: 'reader',
      title: 'Biology notes',
      url: `/app/fixation-reader?item=${id}&highlight=${highlight.id}`,
      section: 'Page 2',
      quote: sentence,
      item_id: id,
      highlight_id: highlight.id,
    });
    // Another browser learns nothing about the card.
    expect((await new Browser(file.app).get(`/api/reader/card-sources/${cardId}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a highlight that is not where it says, or names a card that is not yours', async () => {
    const guest = new Browser(file.app);
    const id = await keep(guest);
    const wrongPlace = await guest.post(`/api/reader/items/${id}/highlights`, {
      ...highlightOf(sentence),
      start: 0,
      end: sentence.length,
    });
    expect(wrongPlace.statusCode).toBe(422);
    expect(wrongPlace.json().detail).toMatch(/not at that place/);
    const pastEnd = await guest.post(`/api/reader/items/${id}/highlights`, {
      start: TEXT.length - 2,
      end: TEXT.length + 3,
      quote: 'r.xxx',
    });
    expect(pastEnd.statusCode).toBe(422);
    const backwards = await guest.post(`/api/reader/items/${id}/highlights`, {
      start: 5,
      end: 5,
      quote: 'x',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().detail).toMatch(/end must be after start/);

    const someoneElse = new Browser(file.app);
    const theirCard = await makeCard(someoneElse);
    const stolen = await guest.post(
      `/api/reader/items/${id}/highlights`,
      highlightOf(sentence, { card_id: theirCard }),
    );
    expect(stolen.statusCode).toBe(404);
    expect((await guest.get(`/api/reader/items/${id}`)).json().highlights).toEqual([]);
  });

  it('keeps the highlight when its card is deleted, without the card', async () => {
    const guest = new Browser(file.app);
    const id = await keep(guest);
    const cardId = await makeCard(guest);
    await guest.post(
      `/api/reader/items/${id}/highlights`,
      highlightOf(sentence, { card_id: cardId }),
    );
    const [deck] = (await guest.get('/api/flashcards/decks')).json();
    const removed = await guest.delete(`/api/flashcards/decks/${deck.id}/cards/${cardId}`);
    expect(removed.statusCode).toBe(204);
    const item = (await guest.get(`/api/reader/items/${id}`)).json();
    expect(item.highlights).toHaveLength(1);
    expect(item.highlights[0].card_id).toBeNull();
  });
});

describe('the library goes with the account', () => {
  it('moves a guest library into the account, exports it, and deletes it with the account', async () => {
    const browser = new Browser(file.app);
    const email = await browser.signUp();
    // The account and the guest both kept the same book: neither copy (nor its highlights) is lost.
    const book = { ...A_PDF, content_hash: 'ef'.repeat(32) };
    const accountCopy = await keep(browser, book);
    const guest = new Browser(file.app);
    const id = await keep(guest, book);
    await guest.post(`/api/reader/items/${id}/highlights`, highlightOf(sentence));
    const pasted = await keep(guest, { title: 'Notes', kind: 'paste', text: 'My own notes.' });
    expect((await guest.login(email, GOOD_PASSWORD, true)).statusCode).toBe(200);

    const list = (await guest.get('/api/reader/items')).json();
    expect(list.map((item: { id: string }) => item.id).sort()).toEqual(
      [accountCopy, id, pasted].sort(),
    );
    const exported = (await guest.get('/api/account/export')).json();
    expect(exported.data.reader_items).toHaveLength(3);
    expect(exported.data.reader_items.map((item: { kind: string }) => item.kind).sort()).toEqual([
      'paste',
      'pdf',
      'pdf',
    ]);
    expect(exported.data.reader_items[0].text).toBeTypeOf('string');
    expect(exported.data.reader_highlights[0].quote).toBe(sentence);

    expect((await guest.delete('/api/account', { password: GOOD_PASSWORD })).statusCode).toBe(204);
    expect((await new Browser(file.app).get(`/api/reader/items/${id}`)).statusCode).toBe(404);
  });
});
