import { sql, type SQL } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateFlashcardsResponseSchema } from '@quietdesk/core/api/flashcards';
import { mindMapSchema } from '@quietdesk/core/api/mind-maps';
import { buildApp, type App } from '../../app.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../../test/helpers.ts';
import {
  startFakeMediaWiki,
  type FakeMediaWiki,
} from '../../test/knowledge/fake-mediawiki-server.ts';
import { FIXTURE_ARTICLES } from '../../test/knowledge/fixture-articles.ts';
import { startFakeOpenAiServer } from '../openai-compatible/fake-openai-server.ts';

// The encyclopedia end to end: real HTTP to a fake MediaWiki (real Action API JSON), the
// SSRF-safe fetcher, the database cache and the routes.

let database: TestDatabase;
let wiki: FakeMediaWiki;
const apps: App[] = [];

async function appWith(env: Record<string, string> = {}) {
  const app = await buildApp({
    config: testConfig({
      AI_RATE_LIMIT_PER_MINUTE: '1000',
      AI_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000',
      KNOWLEDGE_API_URL: wiki.apiUrl,
      FETCH_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
      ...env,
    }),
    database,
    logger: false,
  });
  await app.ready();
  apps.push(app);
  return app;
}

const cards = (app: App, topic: string, count = 5) =>
  app.inject({ method: 'POST', url: '/api/flashcards/generate', payload: { topic, count } });
const map = (app: App, topic: string) =>
  app.inject({ method: 'POST', url: '/api/mind-maps/generate-ai', payload: { topic } });

/** The first row of a query (both drivers answer `{ rows }`). */
async function firstRow<T>(query: SQL): Promise<T> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
}

async function clearCache() {
  await database.db.execute(sql`delete from knowledge_articles`);
  await database.db.execute(sql`delete from knowledge_lookups`);
  await database.db.execute(sql`delete from rate_limits`);
  for (const key of Object.keys(wiki.counts)) wiki.counts[key as keyof typeof wiki.counts] = 0;
}

// Migrating a fresh database takes over 30 s when the machine is shared and busy.
beforeAll(async () => {
  database = await createTestDatabase();
  wiki = await startFakeMediaWiki(FIXTURE_ARTICLES);
}, 120_000);
afterEach(async () => {
  wiki.setDelay(0);
  wiki.setMode('json');
  wiki.setPadding(0);
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await clearCache();
});
afterAll(async () => {
  await wiki?.close();
  await database?.dispose();
});

describe('topic → article', () => {
  it('makes cards from the article, each citing the article and its section', async () => {
    const app = await appWith();
    const response = await cards(app, 'water cycle', 10);
    expect(response.statusCode).toBe(200);
    const deck = generateFlashcardsResponseSchema.parse(response.json());
    expect(deck.length).toBeGreaterThanOrEqual(5);
    for (const card of deck) {
      expect(card.source).toMatchObject({
        kind: 'encyclopedia',
        title: 'Water cycle',
        url: `${wiki.origin}/en/wiki/Water_cycle`,
      });
    }
    // Spread across the article, not all from the lead.
    const sections = new Set(deck.map((c) => c.source?.section ?? 'lead'));
    expect(sections.size).toBeGreaterThanOrEqual(3);
    // Sentences of the article, not of the dictionary.
    expect(
      deck.some((c) =>
        /precipitation|evaporation|condensation|runoff/i.test(c.question + c.answer),
      ),
    ).toBe(true);
    expect(deck.some((c) => /See also|References/.test(c.source?.section ?? ''))).toBe(false);
  });

  it('builds the map from the article structure: sections as branches, every node sourced', async () => {
    const app = await appWith();
    const response = await map(app, 'Water cycle');
    expect(response.statusCode).toBe(201);
    const saved = mindMapSchema.parse(response.json());
    const texts = saved.map_data.nodes.map((n) => n.text);
    expect(texts[0]).toBe('Water cycle');
    for (const branch of [
      'Evaporation',
      'Condensation',
      'Precipitation',
      'Runoff and infiltration',
    ])
      expect(texts).toContain(branch);
    expect(texts).not.toContain('See also');
    expect(saved.map_data.nodes.length).toBeGreaterThanOrEqual(15);
    expect(saved.map_data.nodes.length).toBeLessThanOrEqual(60);
    for (const node of saved.map_data.nodes)
      expect(node.source).toMatchObject({ kind: 'encyclopedia', title: 'Water cycle' });
    expect(saved.map_data.nodes.find((n) => n.text === 'Sublimation')?.source?.section).toBe(
      'Sublimation',
    );
    // Kept when read back.
    const again = await app.inject({
      method: 'GET',
      url: `/api/mind-maps/${saved.id}`,
      headers: { cookie: String(response.headers['set-cookie']).split(';')[0] },
    });
    expect(again.json().map_data.nodes[0].source.title).toBe('Water cycle');
  });

  it('follows a redirect', async () => {
    const app = await appWith();
    const deck = (await cards(app, 'hydrologic cycle')).json();
    expect(deck[0].source.title).toBe('Water cycle');
  });

  it('offers the spelling suggestion for a misspelt topic ("did you mean"); choosing it generates', async () => {
    const app = await appWith();
    for (const response of [
      await cards(app, 'pythagorean theorm'),
      await map(app, 'Pythagorean theorm'),
    ]) {
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body.detail).toMatch(
        /no article called “pythagorean theorm”, but it has “Pythagorean theorem”\.$/i,
      );
      expect(body.suggestion).toBe('Pythagorean theorem');
      expect(body.candidates).toEqual([
        { label: 'Pythagorean theorem', gloss: 'Relation between the sides of a right triangle' },
      ]);
    }
    expect(wiki.counts.search).toBeGreaterThanOrEqual(1);
    // The one click: the suggestion sent back as the topic.
    const chosen = await cards(app, 'Pythagorean theorem');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()[0].source.title).toBe('Pythagorean theorem');
    const mapped = await map(app, 'Pythagorean theorem');
    expect(mapped.statusCode).toBe(201);
    expect(mapped.json().map_data.nodes[0].source.title).toBe('Pythagorean theorem');
  });

  it('finds the article whose title names the whole phrase, with a qualifier', async () => {
    const app = await appWith();
    const response = await cards(app, 'SQL joins');
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].source.title).toBe('Join (SQL)');
  });

  it('takes the title that is the topic but for capitals over a look-alike, so a choice generates', async () => {
    const app = await appWith();
    const response = await cards(app, 'pride and prejudice');
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].source.title).toBe('Pride and Prejudice');
    const chosen = await cards(app, 'Pride and Prejudice');
    expect(chosen.statusCode).toBe(200);
  });

  it('looks the topic up as a title without its leading article, so redirects apply', async () => {
    const app = await appWith();
    const response = await cards(app, 'the hydrologic cycle');
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].source.title).toBe('Water cycle');
  });

  it('looks a one-word topic up on the site its letters name when the guessed one has nothing', async () => {
    const app = await appWith();
    const response = await cards(app, 'photosynthèse');
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].source).toMatchObject({
      kind: 'encyclopedia',
      title: 'Photosynthèse',
    });
  });

  it('looks a topic up in the language its endings name when its little words tie ("la", "de")', async () => {
    const app = await appWith();
    // As French as Spanish by its little words; "-encia" is Spanish. Typed without the accent,
    // it is still the title's words (the site's search folds accents), so nothing is asked.
    const first = await cards(app, 'la independencia de mexico');
    expect(first.statusCode).toBe(200);
    expect(first.json()[0].source).toMatchObject({ title: 'Independencia de México' });
  });

  it('resolves an offered title sent back alone on the site it was offered from', async () => {
    const app = await appWith();
    // "Weimarer Republik" has no letter or ending that names German: without remembering where
    // it was offered, it would be looked up on the English site only.
    const first = await map(app, 'die weimarer republick');
    expect(first.statusCode).toBe(422);
    const label = first.json().candidates[0].label;
    expect(label).toBe('Weimarer Republik');
    const chosen = await map(app, label);
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().map_data.nodes[0].source).toMatchObject({ title: 'Weimarer Republik' });
  });

  it('never takes a page that only shares a word with the topic', async () => {
    const app = await appWith();
    // "Glacier" occurs in "Water cycle" (and search finds it there), but the encyclopedia has
    // no article of that name here: the dictionary answers, and says so.
    const response = await cards(app, 'glacier');
    expect(wiki.counts.search).toBeGreaterThanOrEqual(1);
    expect(response.statusCode).toBe(200);
    for (const card of response.json()) expect(card.source.kind).toBe('dictionary');
  });

  it('turns a disambiguation page into 422 candidates with descriptions; a choice generates', async () => {
    const app = await appWith();
    const response = await cards(app, 'mercury');
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.detail).toMatch(/several things/);
    expect(body.candidates).toEqual(
      expect.arrayContaining([
        { label: 'Mercury (planet)', gloss: 'Smallest and closest planet to the Sun' },
        {
          label: 'Mercury (element)',
          gloss: 'Chemical element with symbol Hg and atomic number 80',
        },
      ]),
    );
    const chosen = await cards(app, 'Mercury (element)');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()[0].source.title).toBe('Mercury (element)');
    const mapped = await map(app, 'mercury');
    expect(mapped.statusCode).toBe(422);
    expect(mapped.json().candidates.length).toBe(2);
  });

  it('asks about a disambiguation page even when only one of its meanings has an article', async () => {
    const app = await appWith();
    const response = await cards(app, 'bass');
    expect(response.statusCode).toBe(422);
    expect(response.json().candidates).toEqual([
      { label: 'Bass (fish)', gloss: 'Common name of many species of fish' },
    ]);
    const chosen = await cards(app, 'Bass (fish)');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()[0].source.title).toBe('Bass (fish)');
  });

  it('makes cards from an article in Spanish, asked in Spanish', async () => {
    const app = await appWith();
    const response = await cards(app, 'ciclo del agua');
    expect(response.statusCode).toBe(200);
    const deck = response.json() as { question: string; source: { url: string } }[];
    expect(deck[0]!.source.url).toBe(`${wiki.origin}/es/wiki/Ciclo_del_agua`);
    expect(deck.some((c) => /¿Qué es|_____/.test(c.question))).toBe(true);
    expect(deck.some((c) => /\b(the|is|what)\b/i.test(c.question))).toBe(false);
  });
});

describe('cards in the article’s language', () => {
  type Card = {
    question: string;
    answer: string;
    source: { kind: string; title: string; url: string; section?: string };
  };
  const flat = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();
  /** What the student reads, checked against the article the card cites. */
  function expectSensible(deck: Card[], title: string, lang: string, ask: RegExp) {
    const fixture = FIXTURE_ARTICLES.find((a) => a.title === title && a.lang === lang)!;
    const article = flat(fixture.extract);
    const sections = [...fixture.extract.matchAll(/^==+\s*(.+?)\s*==+$/gm)].map((m) => m[1]!);
    expect(deck.length).toBeGreaterThanOrEqual(5);
    for (const card of deck) {
      expect(card.source).toMatchObject({ kind: 'encyclopedia', title });
      expect(card.source.url.startsWith(`${wiki.origin}/${lang}/wiki/`)).toBe(true);
      // Asked in the article's language, never in English.
      expect(card.question).not.toMatch(/\b(?:what|the|is|are)\b/i);
      // The topic in front of the question ("Photosynthèse (Chloroplastes): ") is context.
      const asked = card.question.replace(/^[^:]{2,80}:\s/, '');
      if (asked.includes('_____')) {
        // A cloze filled in with its answer is a sentence of the article.
        expect(article).toContain(flat(asked.replace('_____', card.answer)).replace(/[.?!]$/, ''));
      } else {
        expect(asked).toMatch(ask);
        // A definition's answer is the article's own words, not a heading.
        expect(article).toContain(flat(card.answer).slice(1));
        expect(sections).not.toContain(card.answer);
      }
    }
    // Spread across the article, not taken from the lead alone.
    expect(new Set(deck.map((c) => c.source.section ?? '')).size).toBeGreaterThanOrEqual(3);
  }

  it('makes cards from a French article, asked in French, each citing its section', async () => {
    const app = await appWith();
    const response = await cards(app, 'la photosynthèse', 10);
    expect(response.statusCode).toBe(200);
    const deck = response.json() as Card[];
    expectSensible(deck, 'Photosynthèse', 'fr', /^Qu’est-ce que .+ \?$/);
    expect(deck).toContainEqual(
      expect.objectContaining({
        question: 'Photosynthèse (Chloroplastes): Qu’est-ce que le chloroplaste ?',
        answer: 'Un organite des cellules végétales où se déroule la photosynthèse',
      }),
    );
  });

  it('makes cards from a German article, asked in German, each citing its section', async () => {
    const app = await appWith();
    const response = await cards(app, 'die Plattentektonik', 10);
    expect(response.statusCode).toBe(200);
    const deck = response.json() as Card[];
    expectSensible(deck, 'Plattentektonik', 'de', /^Was (?:ist|sind) .+\?$/);
    expect(
      deck.find((c) => c.answer === 'Eine Zone mit besonders vielen Vulkanen rund um den Pazifik'),
    ).toMatchObject({
      question: 'Plattentektonik (Erdbeben und Vulkane): Was ist der Pazifische Feuerring?',
      source: { section: 'Erdbeben und Vulkane' },
    });
  });

  it('never asks what the article is and answers with a section’s name', async () => {
    const app = await appWith();
    const deck = (await cards(app, 'pythagorean theorem', 10)).json() as Card[];
    expect(deck.length).toBeGreaterThanOrEqual(5);
    for (const card of deck)
      expect(card.answer).not.toMatch(/^(?:History|Proofs|Pythagorean triples|Converse)$/);
  });
});

describe('Expand with AI on a map made from an article', () => {
  async function expand(app: App, topic: string, nodeText: string) {
    const created = await map(app, topic);
    expect(created.statusCode).toBe(201);
    const saved = mindMapSchema.parse(created.json());
    const node = saved.map_data.nodes.find((n) => n.text === nodeText)!;
    expect(node).toBeDefined();
    const response = await app.inject({
      method: 'POST',
      url: `/api/mind-maps/${saved.id}/nodes/${node.id}/expand-ai`,
      headers: { cookie: String(created.headers['set-cookie']).split(';')[0] },
      payload: { map_data: saved.map_data, version: saved.version },
    });
    expect(response.statusCode).toBe(200);
    const after = mindMapSchema.parse(response.json()).map_data;
    const childIds = new Set(after.edges.filter((e) => e.source === node.id).map((e) => e.target));
    const before = new Set(saved.map_data.nodes.map((n) => n.id));
    return after.nodes.filter((n) => childIds.has(n.id) && !before.has(n.id));
  }

  it('adds the section’s own terms under a section node, each citing that section', async () => {
    const app = await appWith();
    const added = await expand(app, 'water cycle', 'Condensation');
    expect(added.length).toBeGreaterThanOrEqual(1);
    for (const child of added) {
      expect(child.source).toMatchObject({
        kind: 'encyclopedia',
        title: 'Water cycle',
        section: 'Condensation',
      });
      // Terms of the Condensation section, not of the dictionary or another section.
      const words = child.text.toLowerCase().split(/\s+/);
      const section = FIXTURE_ARTICLES[0]!.extract.split('== Condensation ==')[1]!.split('==')[0]!;
      expect(words.some((w) => section.toLowerCase().includes(w))).toBe(true);
    }
  });

  it('uses the linked article when a node names a subject of its own', async () => {
    const app = await appWith();
    // "Mercury (planet)" is its own map; its "Surface" branch names no article, so a node that
    // does ("Mercury (element)", added by the person) is expanded from that article.
    const created = await map(app, 'Mercury (planet)');
    const saved = mindMapSchema.parse(created.json());
    const root = saved.map_data.nodes[0]!;
    const mapData = {
      nodes: [
        ...saved.map_data.nodes,
        { id: 'own', text: 'Mercury (element)', x: 0, y: 0, source: root.source },
      ],
      edges: [...saved.map_data.edges, { source: root.id, target: 'own' }],
    };
    const response = await app.inject({
      method: 'POST',
      url: `/api/mind-maps/${saved.id}/nodes/own/expand-ai`,
      headers: { cookie: String(created.headers['set-cookie']).split(';')[0] },
      payload: { map_data: mapData, version: saved.version },
    });
    expect(response.statusCode).toBe(200);
    const after = mindMapSchema.parse(response.json()).map_data;
    const children = after.edges
      .filter((e) => e.source === 'own')
      .map((e) => after.nodes.find((n) => n.id === e.target)!);
    expect(children.map((c) => c.text)).toEqual(expect.arrayContaining(['Uses', 'Toxicity']));
    for (const child of children) expect(child.source?.title).toBe('Mercury (element)');
  });
});

describe('saved decks', () => {
  it('keep each card’s source and export it in Anki text and CSV', async () => {
    const app = await appWith();
    const generated = (await cards(app, 'water cycle')).json();
    const created = await app.inject({
      method: 'POST',
      url: '/api/flashcards/decks',
      payload: { title: 'Water cycle', source: 'topic', cards: generated },
    });
    expect(created.statusCode).toBe(201);
    const cookie = String(created.headers['set-cookie']).split(';')[0]!;
    const deck = created.json();
    expect(deck.cards[0].source).toEqual(generated[0].source);
    const url = `/api/flashcards/decks/${deck.id}/export`;
    const anki = (
      await app.inject({ method: 'GET', url: `${url}?format=anki`, headers: { cookie } })
    ).body;
    expect(anki).toContain('#columns:Front\tBack\tSource');
    expect(anki).toContain(`Water cycle — ${wiki.origin.replace('http://', '').split(':')[0]}`);
    const csv = (await app.inject({ method: 'GET', url: `${url}?format=csv`, headers: { cookie } }))
      .body;
    expect(csv.split('\r\n')[0]).toBe('question,answer,source');
    expect(csv).toContain(`${wiki.origin}/en/wiki/Water_cycle`);
  });
});

describe('cache', () => {
  it('answers 20 requests with one fetch of the article', async () => {
    const app = await appWith();
    for (let i = 0; i < 20; i++) expect((await cards(app, 'Water cycle')).statusCode).toBe(200);
    expect(wiki.counts.page).toBe(1);
    expect(wiki.counts.all).toBe(1);
  });

  it('is shared by two server instances on one database: 20 requests, one fetch', async () => {
    // Two apps stand for two processes: they share nothing but the database.
    const [first, second] = [await appWith(), await appWith()];
    expect((await cards(first!, 'Water cycle')).statusCode).toBe(200);
    const rest = await Promise.all(
      Array.from({ length: 19 }, (_, i) => cards(i % 2 ? first! : second!, 'water cycle')),
    );
    for (const response of rest) expect(response.json()[0].source.title).toBe('Water cycle');
    expect(wiki.counts.page).toBe(1);
  });

  it('uses a newer revision that another process stored, not the one this process made from', async () => {
    const app = await appWith();
    const before = mindMapSchema.parse((await map(app, 'Water cycle')).json());
    expect(before.map_data.nodes.map((n) => n.text)).not.toContain('Glacial meltwater');
    // Another process fetched the article again and found a new section.
    const row = await firstRow<{ page: string }>(
      sql`select page from knowledge_articles where title = 'Water cycle'`,
    );
    const page = JSON.parse(row.page) as { revision: number; extract: string };
    page.revision += 1;
    page.extract +=
      '\n\n\n== Glacial meltwater ==\nGlaciers store fresh water for centuries and release it as meltwater in summer, feeding rivers long after the rain has stopped.';
    await database.db.execute(
      sql`update knowledge_articles set revision = ${page.revision}, page = ${JSON.stringify(page)} where title = 'Water cycle'`,
    );
    const after = mindMapSchema.parse((await map(app, 'Water cycle')).json());
    expect(after.map_data.nodes.map((n) => n.text)).toContain('Glacial meltwater');
    expect(wiki.counts.page).toBe(1);
  });

  it('fetches again after 7 days', async () => {
    let now = Date.parse('2026-03-01T10:00:00Z');
    const app = await buildApp({
      config: testConfig({
        KNOWLEDGE_API_URL: wiki.apiUrl,
        FETCH_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
      }),
      database,
      logger: false,
      clock: () => new Date(now),
    });
    apps.push(app);
    await cards(app, 'Water cycle');
    now += 6 * 24 * 3600_000;
    await cards(app, 'Water cycle');
    expect(wiki.counts.page).toBe(1);
    now += 2 * 24 * 3600_000;
    await cards(app, 'Water cycle');
    expect(wiki.counts.page).toBe(2);
  });
});

describe('errors and limits', () => {
  it('falls back to the dictionary when the encyclopedia is unreachable, and says so on a refusal', async () => {
    const app = await appWith({ KNOWLEDGE_API_URL: 'http://127.0.0.1:9/{lang}/w/api.php' });
    const known = await cards(app, 'neuron');
    expect(known.statusCode).toBe(200);
    expect(known.json()[0].source.kind).toBe('dictionary');
    const unknown = await cards(app, 'water cycle');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toMatch(/^The encyclopedia could not be reached/);
  });

  it('answers within the time limit when the encyclopedia is slow', async () => {
    wiki.setDelay(5000);
    const app = await appWith({ AI_TIMEOUT_MS: '2000', FETCH_TIMEOUT_MS: '1000' });
    const started = Date.now();
    const response = await cards(app, 'neuron');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].source.kind).toBe('dictionary');
  });

  it('answers within the time limit when every answer is slow but each is within the fetch limit', async () => {
    // Each request takes 40% of AI_TIMEOUT_MS: fine alone, but a topic that needs a title
    // lookup, a search and the page would take longer than the limit end to end.
    wiki.setDelay(800);
    const app = await appWith({ AI_TIMEOUT_MS: '2000', FETCH_TIMEOUT_MS: '1000' });
    const started = Date.now();
    const response = await cards(app, 'SQL joins');
    expect(Date.now() - started).toBeLessThan(2000);
    expect([200, 422, 503]).toContain(response.statusCode);
    if (response.statusCode !== 200) expect(response.json().detail).toMatch(/encyclopedia/i);
  });

  it('stores nothing half-written when the encyclopedia fails: no map, no cached page or lookup', async () => {
    const app = await appWith({ AI_TIMEOUT_MS: '2000', FETCH_TIMEOUT_MS: '1000' });
    const failures: [string, () => void][] = [
      ['garbage', () => wiki.setMode('garbage')],
      ['error', () => wiki.setMode('error')],
      ['silent', () => wiki.setDelay(5000)],
    ];
    // Rows about this topic only: the previous test's look-up may still finish in the background
    // and store its own whole answer meanwhile.
    const count = async (table: string, where = 'true') =>
      (
        await firstRow<{ n: number }>(
          sql.raw(`select count(*)::int as n from ${table} where ${where}`),
        )
      ).n;
    const maps = () => count('mind_maps');
    const mapsBefore = await maps();
    for (const [name, fail] of failures) {
      fail();
      const response = await map(app, 'water cycle');
      expect(response.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(response.json().detail, name).toMatch(/encyclopedia/i);
      if (name === 'silent') continue;
      wiki.setMode('json');
    }
    // A late answer of the silent encyclopedia must not save a map after the refusal either. It
    // stays silent meanwhile: the look-up goes on in the background after the refusal (it may
    // store a whole answer a healthy encyclopedia gives it later), so a wiki mended at once could
    // answer that background look-up before this check.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(await maps()).toBe(mapsBefore);
    expect(await count('knowledge_articles', `title = 'Water cycle'`)).toBe(0);
    expect(await count('knowledge_lookups', `topic = 'water cycle'`)).toBe(0);
    wiki.setDelay(0);
  });

  it('treats an answer that is not the API as the encyclopedia being unavailable', async () => {
    wiki.setMode('garbage');
    const app = await appWith();
    const response = await cards(app, 'water cycle');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/^The encyclopedia answered/);
    wiki.setMode('error');
    const refused = await cards(app, 'neuron');
    expect(refused.statusCode).toBe(200); // the dictionary knows it
    expect(refused.json()[0].source.kind).toBe('dictionary');
  });

  it('answers 413 for an article over FETCH_MAX_BYTES and stores nothing', async () => {
    wiki.setPadding(80 * 1024);
    const app = await appWith({ FETCH_MAX_BYTES: String(64 * 1024) });
    const response = await cards(app, 'water cycle');
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toMatch(/too large/);
    const mapped = await map(app, 'water cycle');
    expect(mapped.statusCode).toBe(413);
    const list = await app.inject({ method: 'GET', url: '/api/mind-maps/' });
    expect(list.json()).toEqual([]);
  });

  it('refuses topics of 2 characters, of emoji only and of 10,000 characters with 422', async () => {
    const app = await appWith();
    for (const topic of ['ab', '🌧️💧', 'x'.repeat(10_000)]) {
      for (const response of [await cards(app, topic), await map(app, topic)]) {
        expect(response.statusCode).toBe(422);
        expect(response.json().detail).toMatch(/topic/i);
      }
    }
    // A real two-letter school topic is refused with the way out.
    for (const response of [await cards(app, 'pH'), await map(app, 'AI')]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toMatch(
        /at least 3 letters or digits.*Write an abbreviation out/,
      );
    }
    expect(wiki.counts.all).toBe(0);
  });
});

describe('with a model configured', () => {
  it('gives it the article as material, keeps the sections it cites truly, drops a card the article does not support', async () => {
    const model = await startFakeOpenAiServer();
    try {
      model.script({
        kind: 'json',
        content: JSON.stringify({
          cards: [
            {
              question: 'What is condensation?',
              answer: 'The change of water vapour into liquid droplets',
              section: 'Condensation',
            },
            // A section claimed wrongly: the card cites the one its words are in.
            {
              question: 'Where does most evaporation happen?',
              answer: 'Over the oceans',
              section: 'Precipitation',
            },
            {
              question: 'Who discovered the water cycle?',
              answer: 'Leonardo da Vinci in 1502',
              section: 'Evaporation',
            },
            {
              question: 'What is the water cycle driven by?',
              answer: 'Energy from the Sun and gravity',
              section: '',
            },
          ],
        }),
      });
      const app = await appWith({
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: model.baseUrl,
        AI_MODEL: 'fake-model',
        FETCH_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
      });
      const response = await cards(app, 'water cycle');
      expect(response.statusCode).toBe(200);
      const deck = response.json() as {
        answer: string;
        source: { kind: string; title: string; section?: string };
      }[];
      expect(deck.map((c) => c.answer)).toEqual([
        'The change of water vapour into liquid droplets',
        'Over the oceans',
        'Energy from the Sun and gravity',
      ]);
      expect(deck[0]!.source).toMatchObject({ kind: 'encyclopedia', section: 'Condensation' });
      expect(deck[1]!.source).toMatchObject({ kind: 'encyclopedia', section: 'Evaporation' });
      expect(deck[2]!.source).toEqual(
        expect.objectContaining({ kind: 'encyclopedia', title: 'Water cycle' }),
      );
      expect(deck[2]!.source.section).toBeUndefined();
      const prompt = model.requests[0]!.body.messages.map((m) => m.content).join('\n');
      expect(prompt).toContain(
        'Condensation is the change of water vapour back into liquid droplets',
      );
      expect(prompt).toContain('ONLY facts');
      expect(prompt).toContain('"section": string');
      expect(prompt).toContain('"Evaporation","Sublimation","Condensation"');
    } finally {
      await model.close();
    }
  });
});
