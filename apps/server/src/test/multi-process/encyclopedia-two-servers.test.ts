import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMediaWiki, type FakeMediaWiki } from '../knowledge/fake-mediawiki-server.ts';
import { FIXTURE_ARTICLES } from '../knowledge/fixture-articles.ts';
import { scratchPostgresDatabase } from '../helpers.ts';
import { startServer, type ServerProcess } from './server-process.ts';

// The encyclopedia's cache across two server processes on one PostgreSQL database: a classroom
// whose requests land on either process costs one fetch of the article. PostgreSQL only
// (TEST_DATABASE_URL), like two-servers.test.ts.

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
// Clear of two-servers.test.ts (3141-3144) and of the other checkouts' ports.
const PORT = Number(process.env.E2E_PORT ?? 3123) + 60;

describe.runIf(TEST_DATABASE_URL)('the encyclopedia on two server processes', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let wiki: FakeMediaWiki;
  let database: Awaited<ReturnType<typeof scratchPostgresDatabase>> | undefined;

  beforeAll(async () => {
    wiki = await startFakeMediaWiki(FIXTURE_ARTICLES);
    database = await scratchPostgresDatabase(TEST_DATABASE_URL!);
    const shared = {
      DATABASE_URL: database.url,
      KNOWLEDGE_API_URL: wiki.apiUrl,
      FETCH_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
      AI_RATE_LIMIT_PER_MINUTE: '1000',
      AI_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000',
    };
    [a, b] = await Promise.all([startServer(PORT, shared), startServer(PORT + 1, shared)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    await wiki?.close();
  });

  const cards = async (server: ServerProcess, topic: string) => {
    const response = await fetch(`${server.url}/api/flashcards/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topic, count: 5 }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('answers 20 requests spread over both processes with one fetch of the article', async () => {
    const first = await cards(a, 'water cycle');
    expect(first.status).toBe(200);
    expect(wiki.counts.page).toBe(1);
    // The other 19 at once, on both processes; B has never seen the topic.
    const rest = await Promise.all(
      Array.from({ length: 19 }, (_, i) =>
        cards(i % 2 ? a : b, i % 3 ? 'Water cycle' : 'water cycle'),
      ),
    );
    for (const answer of rest) {
      expect(answer.status).toBe(200);
      const deck = answer.body as { source: { kind: string; title: string } }[];
      for (const card of deck)
        expect(card.source).toMatchObject({ kind: 'encyclopedia', title: 'Water cycle' });
    }
    expect(wiki.counts.page).toBe(1);
    expect(wiki.counts.search).toBe(0);
    // And the same deck from either process.
    expect((await cards(b, 'water cycle')).body).toEqual(first.body);
  }, 120_000);
});
