// Today (GET /api/study/today) for a person with 20 plans, 30 decks and 20,000 cards, through
// app.inject() on the real app: goal ≤ 50 ms p95, on an in-memory PGlite and, when
// BENCH_DATABASE_URL names a PostgreSQL server, on a fresh database there. Also re-planning 200
// tasks over 90 days with the core function: goal ≤ 20 ms p95. Short on purpose (100 runs each).
// The heatmap and the forecast are timed for the same person, and the daily goal (one row by
// owner) as the baseline of the same run: on a shared machine a figure means little without it.
// Today is timed twice: repeated with nothing written between (PGlite's read cache answers), and
// right after a card is rated (the due counts are counted again).
// Run: npx tsx bench/study-today.bench.ts
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig, MEMORY_DATA_DIR } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { runMigrations } from '../apps/server/src/db/migrator.ts';
import { addDays } from '../packages/core/src/planner/calendar.ts';
import { replan } from '../packages/core/src/planner/replan.ts';

const PLANS = 20;
const DECKS = 30;
const CARDS = 20_000;
const RUNS = 100;
const REVIEWS_PER_DECK = 10;

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.ceil(sorted.length * 0.95) - 1]! * 100) / 100;
}
const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 100) / 100;
};

async function benchToday(label: string, databaseUrl: string | undefined) {
  const database = await createDatabase({ dataDir: MEMORY_DATA_DIR, databaseUrl });
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
  let cookie = '';
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    if (!cookie && response.headers['set-cookie']) {
      cookie = String(response.headers['set-cookie']).split(';')[0]!;
    }
    if (response.statusCode >= 300)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response;
  };

  const today = new Date().toISOString().slice(0, 10);
  for (let p = 0; p < PLANS; p++) {
    const planId = (
      await send('POST', '/api/ai/planner/generate', {
        goal_description: `Pass exam number ${p + 1} in 30 days`,
      })
    ).json().plan_id as string;
    const tasks = Array.from({ length: 30 }, (_, i) => ({
      title: `Chapter ${i + 1}`,
      description: '',
      estimated_duration: '2 hours',
      priority: 'medium',
      subtasks: [],
      due_date: addDays(today, i - 5),
    }));
    await send('PUT', `/api/planner/plans/${planId}`, { tasks });
  }
  for (let d = 0; d < DECKS; d++) {
    const size = Math.floor(CARDS / DECKS) + (d < CARDS % DECKS ? 1 : 0);
    const cards = Array.from({ length: size }, (_, i) => ({
      question: `Deck ${d + 1} question ${i + 1}?`,
      answer: `Answer ${i + 1}.`,
    }));
    await send('POST', '/api/flashcards/decks', { title: `Deck ${d + 1}`, cards });
  }

  // Some history for the heatmap and the forecast: the first cards of each deck reviewed.
  const decks = (await send('GET', '/api/flashcards/decks')).json() as { id: string }[];
  // Cards left due, for the timed reviews below: one per round, across the decks.
  const toReview: string[] = [];
  for (const deck of decks) {
    const due = (await send('GET', `/api/flashcards/decks/${deck.id}/due`)).json() as {
      cards: { id: string }[];
    };
    for (const card of due.cards.slice(0, REVIEWS_PER_DECK)) {
      await send('POST', `/api/flashcards/decks/${deck.id}/cards/${card.id}/reviews`, {
        rating: 'easy',
      });
    }
    for (const card of due.cards.slice(REVIEWS_PER_DECK, REVIEWS_PER_DECK + 4)) {
      toReview.push(`/api/flashcards/decks/${deck.id}/cards/${card.id}/reviews`);
    }
  }

  const urls = {
    baseline_goal: '/api/study/goal',
    today: '/api/study/today?tz=Europe/Berlin',
    heatmap: '/api/study/heatmap?tz=Europe/Berlin',
    forecast: '/api/study/forecast?tz=Europe/Berlin',
  };
  const names = Object.keys(urls) as (keyof typeof urls)[];
  for (let i = 0; i < 10; i++) for (const name of names) await send('GET', urls[name]);
  const samples = Object.fromEntries(names.map((name) => [name, [] as number[]]));
  // Interleaved, in a rotating order, so a burst of load elsewhere falls on all of them alike.
  for (let i = 0; i < RUNS; i++) {
    for (let j = 0; j < names.length; j++) {
      const name = names[(i + j) % names.length]!;
      const start = performance.now();
      await send('GET', urls[name]);
      samples[name]!.push(performance.now() - start);
    }
  }
  // Today as a student meets it between reviews: each round rates one card (not timed), so any
  // remembered due count is stale and Today counts again, as it does after every real rating.
  const afterReview: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await send('POST', toReview[i % toReview.length]!, { rating: 'good' });
    const start = performance.now();
    await send('GET', urls.today);
    afterReview.push(performance.now() - start);
  }
  await app.close();
  await database.close();
  return {
    bench: `study-today-${label}`,
    plans: PLANS,
    decks: DECKS,
    cards: CARDS,
    reviews: decks.length * REVIEWS_PER_DECK,
    runs: RUNS,
    ...Object.fromEntries(
      names.map((name) => [
        name,
        { median_ms: median(samples[name]!), p95_ms: p95(samples[name]!) },
      ]),
    ),
    today_after_a_review: { median_ms: median(afterReview), p95_ms: p95(afterReview) },
    goal_p95_ms: 50,
  };
}

function benchReplan() {
  const tasks = Array.from({ length: 200 }, (_, i) => ({
    estimated_duration: i % 3 === 0 ? '1 day' : '90 minutes',
    priority: (['high', 'medium', 'low'] as const)[i % 3]!,
    done: i % 7 === 0,
    actual_minutes: i % 5 === 0 ? 30 : 0,
  }));
  const input = { tasks, today: '2026-03-01', deadline: '2026-05-29', hoursPerDay: 3 };
  for (let i = 0; i < 20; i++) replan(input);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    replan(input);
    samples.push(performance.now() - start);
  }
  return {
    bench: 'replan-200-tasks-90-days',
    runs: RUNS,
    median_ms: median(samples),
    p95_ms: p95(samples),
    goal_p95_ms: 20,
  };
}

console.log(JSON.stringify(benchReplan()));
console.log(JSON.stringify(await benchToday('pglite', undefined)));
const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) {
  const name = `bench_today_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    console.log(JSON.stringify(await benchToday('postgres', url.toString())));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
process.exit(0);
