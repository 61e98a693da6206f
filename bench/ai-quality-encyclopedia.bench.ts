// The assistant grounded in an encyclopedia, through the real app (routes, SSRF-safe fetcher,
// database cache) against the fake MediaWiki server of the test suite, on two topic sets:
// - held-out: the 40 topics of bench/data/knowledge-eval/topics.json, with its 89 pages (written
//   by a session that had not seen the engine; engine changes have since been made on its
//   failures, so only a set nobody has tuned on gives a clean figure: --set, below);
// - project: the 75 topics of bench/data/eval-topics.json (the dictionary engine's set), against
//   the same pages plus the test suite's fixture articles; most of these topics have no page
//   there, so they show the dictionary fallback rather than the encyclopedia.
// Each topic: topic cards (10) and a mind map. Answered right = the article the cards and the map
// cite is the expected one (or an accepted sense); after a Did-you-mean or a candidate list the
// right choice is sent back once, as a person's one click. Wrong = an answer, or an offered
// choice, from another article. Every card and node must carry a source.
// Latency (server time through app.inject, no network but the loopback fake wiki): p95 of cards
// and of maps once the article is cached (asked again in the same process, and once in a new
// process on the same database), the first (uncached) fetch, and an encyclopedia that never
// answers against the time limit. Baseline in the same run: GET /api/health.
// Run: npx tsx bench/ai-quality-encyclopedia.bench.ts   (--verbose lists every topic)
// Another held-out set of the same formats (topics.json, articles/*.json): --set <dir>, a
// directory or a name under bench/data/ (default knowledge-eval).
import { readFileSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig, MEMORY_DATA_DIR } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { runMigrations } from '../apps/server/src/db/migrator.ts';
import {
  startFakeMediaWiki,
  type FixtureArticle,
} from '../apps/server/src/test/knowledge/fake-mediawiki-server.ts';
import { FIXTURE_ARTICLES } from '../apps/server/src/test/knowledge/fixture-articles.ts';
import { evalSetDir } from './eval-set.mjs';

interface EvalTopic {
  topic: string;
  lang: string;
  expectTitle: string;
  acceptTitles?: string[];
  wrongTitles: string[];
  disambiguation: boolean;
}
interface EvalPage {
  title: string;
  lang: string;
  revid: number;
  description?: string;
  disambiguation?: boolean;
  redirects?: string[];
  extract: string;
}

const verbose = process.argv.includes('--verbose');
const setPath = evalSetDir('knowledge-eval');
const setName = setPath.split('/').filter(Boolean).at(-1);
const dir = pathToFileURL(setPath);
const pages = readdirSync(new URL('articles/', dir))
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(new URL(`articles/${f}`, dir), 'utf8')) as EvalPage);
const heldOut = (
  JSON.parse(readFileSync(new URL('topics.json', dir), 'utf8')) as { topics: EvalTopic[] }
).topics;
const project = (
  JSON.parse(readFileSync(new URL('./data/eval-topics.json', import.meta.url), 'utf8')) as {
    topics: { topic: string }[];
  }
).topics.map((t) => t.topic);

const articles: FixtureArticle[] = pages.map((p) => ({
  lang: p.lang,
  title: p.title,
  revision: p.revid,
  extract: p.extract,
  ...(p.description ? { description: p.description } : {}),
  ...(p.redirects ? { redirects: p.redirects } : {}),
  ...(p.disambiguation ? { disambiguation: true } : {}),
}));
const have = new Set(articles.map((a) => `${a.lang}:${a.title}`));
const withFixtures = [
  ...articles,
  ...FIXTURE_ARTICLES.filter((a) => !have.has(`${a.lang}:${a.title}`)),
];

const wiki = await startFakeMediaWiki(withFixtures);
const database = await createDatabase({ dataDir: MEMORY_DATA_DIR, databaseUrl: undefined });
await runMigrations(database);
const AI_TIMEOUT_MS = 4000;
const config = () =>
  loadConfig({
    DATA_DIR: MEMORY_DATA_DIR,
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    AI_RATE_LIMIT_PER_MINUTE: '10000',
    AI_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '10000',
    AI_RATE_LIMIT_GLOBAL_PER_MINUTE: '10000',
    AI_TIMEOUT_MS: String(AI_TIMEOUT_MS),
    KNOWLEDGE_API_URL: wiki.apiUrl,
    FETCH_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
  });
let app = await buildApp({ config: config(), database, logger: false });
await app.ready();

type Source = { kind: string; title?: string; section?: string };
interface Answer {
  status: number;
  ms: number;
  body: {
    detail?: string;
    suggestion?: string;
    candidates?: { label: string }[];
  };
  /** Titles cited, and whether every card or node carries a source. */
  titles: string[];
  kinds: string[];
  /** The first card, or the map's description. */
  sample: string;
  allSourced: boolean;
}

async function ask(tool: 'cards' | 'map', topic: string): Promise<Answer> {
  const started = performance.now();
  const response = await app.inject(
    tool === 'cards'
      ? { method: 'POST', url: '/api/flashcards/generate', payload: { topic, count: 10 } }
      : { method: 'POST', url: '/api/mind-maps/generate-ai', payload: { topic } },
  );
  const ms = performance.now() - started;
  const body = response.json();
  const items: { source?: Source }[] =
    response.statusCode >= 300 ? [] : tool === 'cards' ? body : body.map_data.nodes;
  return {
    status: response.statusCode,
    ms,
    body,
    titles: [...new Set(items.map((i) => i.source?.title ?? ''))].filter(Boolean),
    kinds: [...new Set(items.map((i) => i.source?.kind ?? 'none'))],
    allSourced: items.every((i) => Boolean(i.source?.kind)),
    sample:
      response.statusCode >= 300
        ? ''
        : tool === 'cards'
          ? `${body[0]?.question} → ${body[0]?.answer}`
          : String(body.description),
  };
}

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(
    sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!.toFixed(1),
  );
};
const redirectsTo = new Map<string, string>();
for (const a of withFixtures) for (const r of a.redirects ?? []) redirectsTo.set(r, a.title);
const canonical = (title: string) => redirectsTo.get(title) ?? title;

type Verdict =
  | 'right'
  | 'right after one click'
  | 'asks which sense'
  | 'dictionary answer'
  | 'refused'
  | 'wrong';
const firstFetch: number[] = [];

async function judge(
  t: EvalTopic,
  tool: 'cards' | 'map',
): Promise<{ verdict: Verdict; why: string; sourced: boolean }> {
  const accepted = new Set([t.expectTitle, ...(t.acceptTitles ?? [])]);
  const isRight = (titles: string[]) =>
    titles.length > 0 && titles.every((title) => accepted.has(canonical(title)));
  const first = await ask(tool, t.topic);
  firstFetch.push(first.ms);
  if (first.status < 300 && first.kinds.every((k) => k === 'dictionary')) {
    // No article found: the dictionary answered. Judged by reading it (printed with --verbose).
    return { verdict: 'dictionary answer', why: first.sample, sourced: first.allSourced };
  }
  if (first.status < 300) {
    const right = isRight(first.titles) && first.kinds.every((k) => k === 'encyclopedia');
    return {
      verdict: right ? 'right' : 'wrong',
      why: `${first.kinds.join('+')} ${first.titles.join(', ')}`,
      sourced: first.allSourced,
    };
  }
  const offered = first.body.candidates?.map((c) => c.label) ?? [];
  if (first.status === 422 && offered.length) {
    // An offer of a wrong article is wrong; otherwise the person clicks the right one.
    const pick = offered.find((label) => accepted.has(canonical(label)));
    // Offering only other articles of the encyclopedia is wrong; dictionary senses that do not
    // include the one meant ("python (boa)") are a refusal that asks.
    const offersWrong = offered.some((label) => t.wrongTitles.includes(canonical(label)));
    if (!pick)
      return {
        verdict: offersWrong ? 'wrong' : 'refused',
        why: `offered ${offered.join(' / ')}`,
        sourced: true,
      };
    const second = await ask(tool, pick);
    const right = second.status < 300 && isRight(second.titles);
    const verdict: Verdict = !right
      ? 'wrong'
      : t.disambiguation && offered.length > 1
        ? 'asks which sense'
        : 'right after one click';
    return { verdict, why: `offered ${offered.join(' / ')}`, sourced: second.allSourced };
  }
  return { verdict: 'refused', why: `${first.status} ${first.body.detail ?? ''}`, sourced: true };
}

const tally = (verdicts: Verdict[]) =>
  Object.fromEntries(
    (
      [
        'right',
        'right after one click',
        'asks which sense',
        'dictionary answer',
        'refused',
        'wrong',
      ] as const
    ).map((v) => [v, verdicts.filter((x) => x === v).length]),
  );

for (const tool of ['cards', 'map'] as const) {
  const verdicts: Verdict[] = [];
  let unsourced = 0;
  for (const t of heldOut) {
    const { verdict, why, sourced } = await judge(t, tool);
    verdicts.push(verdict);
    if (!sourced) unsourced++;
    if (verbose) console.error(`${tool} [${t.lang}] "${t.topic}": ${verdict} (${why})`);
  }
  const right = verdicts.filter(
    (v) => v === 'right' || v === 'right after one click' || v === 'asks which sense',
  ).length;
  const wrong = verdicts.filter((v) => v === 'wrong').length;
  // 36 of 40: nine in ten, rounded up on a set of another size.
  const needed = Math.ceil(heldOut.length * 0.9);
  console.log(
    JSON.stringify({
      name: `encyclopedia-${tool}-held-out`,
      set: setName,
      topics: heldOut.length,
      ...tally(verdicts),
      rightSubject: `${right}/${heldOut.length}`,
      unsourced,
      goal: `rightSubject>=${needed}/${heldOut.length} && wrong==0 && unsourced==0`,
      pass: right >= needed && wrong === 0 && unsourced === 0,
    }),
  );
}

// Cached: every held-out article is now in the database; ask again.
// The baseline, GET /api/health, is asked between them, so it sees the same machine load.
const cachedCards: number[] = [];
const cachedMaps: number[] = [];
const health: number[] = [];
for (let round = 0; round < 3; round++) {
  for (const t of heldOut) {
    const topic = t.disambiguation ? t.expectTitle : t.topic;
    cachedCards.push((await ask('cards', topic)).ms);
    cachedMaps.push((await ask('map', topic)).ms);
    const started = performance.now();
    await app.inject({ method: 'GET', url: '/api/health' });
    health.push(performance.now() - started);
  }
}
const before = { ...wiki.counts };
await ask('cards', heldOut[0]!.topic);
const fetchedAgain = wiki.counts.all - before.all;

// A process that has not made anything from these articles yet (a new server on the same
// database): the article comes from the database cache, its cards and map are made afresh.
const warm = app;
app = await buildApp({ config: config(), database, logger: false });
await app.ready();
const freshCards: number[] = [];
const freshMaps: number[] = [];
for (const t of heldOut) {
  const topic = t.disambiguation ? t.expectTitle : t.topic;
  freshCards.push((await ask('cards', topic)).ms);
  freshMaps.push((await ask('map', topic)).ms);
}
await app.close();
app = warm;

// The project's own set: what answers, from which source.
const projectCounts = { encyclopedia: 0, dictionary: 0, oneClick: 0, refused: 0 };
for (const topic of project) {
  const answer = await ask('cards', topic);
  if (answer.status < 300) {
    if (answer.kinds.includes('encyclopedia')) projectCounts.encyclopedia++;
    else projectCounts.dictionary++;
  } else if (answer.body.candidates?.length) projectCounts.oneClick++;
  else projectCounts.refused++;
  if (verbose)
    console.error(
      `project "${topic}": ${answer.status} ${answer.kinds.join('+')} ${answer.titles.join(', ')} ${answer.body.candidates?.map((c) => c.label).join(' / ') ?? ''}`,
    );
}
console.log(
  JSON.stringify({
    name: 'encyclopedia-cards-project-set',
    topics: project.length,
    ...projectCounts,
  }),
);

// An encyclopedia that does not answer: the request must still end within the time limit.
await database.db.execute(`delete from knowledge_articles`);
await database.db.execute(`delete from knowledge_lookups`);
wiki.setDelay(60_000);
const slow: number[] = [];
const slowStatuses: number[] = [];
for (const topic of ['the water cycle', 'osmosis', 'plate tectonics']) {
  const answer = await ask('cards', topic);
  slow.push(answer.ms);
  slowStatuses.push(answer.status);
}
wiki.setDelay(0);

console.log(
  JSON.stringify({
    name: 'encyclopedia-latency',
    set: setName,
    healthP95Ms: p95(health),
    cachedCardsP95Ms: p95(cachedCards),
    cachedMapP95Ms: p95(cachedMaps),
    cachedArticleNewProcessCardsP95Ms: p95(freshCards),
    cachedArticleNewProcessMapP95Ms: p95(freshMaps),
    fetchesForACachedTopic: fetchedAgain,
    firstFetchP95Ms: p95(firstFetch),
    firstFetchMaxMs: Number(Math.max(...firstFetch).toFixed(1)),
    silentWikiMaxMs: Number(Math.max(...slow).toFixed(0)),
    silentWikiStatuses: slowStatuses,
    aiTimeoutMs: AI_TIMEOUT_MS,
    goal: 'cachedCardsP95Ms<=50 && silentWikiMaxMs<aiTimeoutMs',
    pass: p95(cachedCards) <= 50 && Math.max(...slow) < AI_TIMEOUT_MS,
  }),
);
await app.close();
await wiki.close();
await database.close();
