// Server-side latency of flashcards on a deck of 10,000 cards, measured through app.inject() on
// the real app with an in-memory PGlite (no network, so the figures are the server's own time):
// - "Due today" list (GET /api/flashcards/decks/:id/due): goal ≤ 100 ms p95
// - rating one card (POST …/cards/:cardId/reviews): goal ≤ 20 ms p95
// - generating 15 cards with the offline engine (POST /api/flashcards/generate): goal ≤ 50 ms p95
// Baselines in the same run: GET /api/health through the same app (the fixed cost of one inject),
// and the offline engine called directly (the cost of generation without HTTP).
// Run: npx tsx bench/flashcards.bench.ts
import { buildApp } from '../apps/server/src/app.ts';
import { createOfflineProvider } from '../apps/server/src/ai/offline/offline-provider.ts';
import { loadConfig, MEMORY_DATA_DIR } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { runMigrations } from '../apps/server/src/db/migrator.ts';

const DECK_SIZE = 10_000;
const RUNS = 200;
const TOPICS = [
  'neuron',
  'heart (internal organ)',
  'photosynthesis',
  'volcano',
  'atom',
  'mitochondrion',
  'enzyme',
  'glacier',
];

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.ceil(sorted.length * 0.95) - 1]! * 100) / 100;
}
const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 100) / 100;
};

async function time(samples: number[], work: () => Promise<unknown>) {
  const start = performance.now();
  await work();
  samples.push(performance.now() - start);
}

const database = await createDatabase({ dataDir: MEMORY_DATA_DIR, databaseUrl: undefined });
await runMigrations(database);
const app = await buildApp({
  config: loadConfig({
    DATA_DIR: MEMORY_DATA_DIR,
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    AI_RATE_LIMIT_PER_MINUTE: '10000',
    AI_RATE_LIMIT_GLOBAL_PER_MINUTE: '10000',
    BODY_LIMIT_BYTES: String(8 * 1024 * 1024),
  }),
  database,
  logger: false,
});
await app.ready();

const cards = Array.from({ length: DECK_SIZE }, (_, i) => ({
  question: `Question number ${i + 1}: what is item ${i + 1}?`,
  answer: `Item ${i + 1} is the answer to question ${i + 1}.`,
}));
const created = await app.inject({
  method: 'POST',
  url: '/api/flashcards/decks',
  payload: { title: 'Big deck', source: 'import', cards },
});
if (created.statusCode !== 201)
  throw new Error(`creating the deck: ${created.statusCode} ${created.body}`);
const cookie = String(created.headers['set-cookie']).split(';')[0]!;
const deck = created.json() as { id: string; cards: { id: string }[] };
const headers = { cookie };

// Warm-up: JIT, query plans, the dictionary of the offline engine.
for (let i = 0; i < 10; i++) {
  await app.inject({ method: 'GET', url: `/api/flashcards/decks/${deck.id}/due`, headers });
  await app.inject({ method: 'GET', url: '/api/health' });
}
await app.inject({
  method: 'POST',
  url: '/api/flashcards/generate',
  payload: { topic: 'neuron', count: 15 },
});

const health: number[] = [];
const due: number[] = [];
for (let i = 0; i < RUNS; i++) {
  await time(health, () => app.inject({ method: 'GET', url: '/api/health' }));
  await time(due, async () => {
    const r = await app.inject({
      method: 'GET',
      url: `/api/flashcards/decks/${deck.id}/due`,
      headers,
    });
    if (r.statusCode !== 200) throw new Error(`due: ${r.statusCode}`);
  });
}

const ratings: number[] = [];
const RATINGS = ['again', 'hard', 'good', 'easy'] as const;
for (let i = 0; i < RUNS; i++) {
  const cardId = deck.cards[(i * 37) % DECK_SIZE]!.id;
  await time(ratings, async () => {
    const r = await app.inject({
      method: 'POST',
      url: `/api/flashcards/decks/${deck.id}/cards/${cardId}/reviews`,
      headers,
      payload: { rating: RATINGS[i % 4] },
    });
    if (r.statusCode !== 200) throw new Error(`rating: ${r.statusCode} ${r.body}`);
  });
}

const engine = createOfflineProvider();
const generate: number[] = [];
const direct: number[] = [];
let cardsMade = 0;
for (let i = 0; i < 100; i++) {
  const topic = TOPICS[i % TOPICS.length]!;
  await time(direct, () => engine.flashcardsFromTopic(topic, 15, { now: new Date() }));
  await time(generate, async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/flashcards/generate',
      payload: { topic, count: 15 },
    });
    if (r.statusCode !== 200) throw new Error(`generate ${topic}: ${r.statusCode}`);
    cardsMade += (r.json() as unknown[]).length;
  });
}

const line = (
  name: string,
  samples: number[],
  goalMs: number,
  baseline: { name: string; samples: number[] },
) =>
  console.log(
    JSON.stringify({
      bench: name,
      p95_ms: p95(samples),
      median_ms: median(samples),
      goal_p95_ms: goalMs,
      pass: p95(samples) <= goalMs,
      runs: samples.length,
      baseline: {
        name: baseline.name,
        p95_ms: p95(baseline.samples),
        median_ms: median(baseline.samples),
      },
    }),
  );
line('flashcards-due-10k', due, 100, {
  name: 'GET /api/health (same app, inject)',
  samples: health,
});
line('flashcards-rate-10k', ratings, 20, {
  name: 'GET /api/health (same app, inject)',
  samples: health,
});
line('flashcards-generate-15-offline', generate, 50, {
  name: 'offline engine called directly',
  samples: direct,
});
console.log(
  JSON.stringify({
    bench: 'flashcards-generate-15-offline-cards',
    mean_cards_per_set: cardsMade / 100,
  }),
);
await app.close();
await database.close();
