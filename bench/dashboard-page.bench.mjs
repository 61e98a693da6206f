// What Today in the dashboard's first HTML costs the server (docs/decisions/070-today-in-the-first-html.md).
// The real server on PGlite (the default database; `--db postgres` for DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test), autocannon on loopback, closed loop with 10
// connections, each variant after a 2 s warm-up:
//   build page: GET /app/dashboard as the service worker fetches it (no Sec-Fetch-Mode: navigate):
//               the prerendered file with its CSP nonce, what every dashboard request cost before;
//   visitor:    a navigation without a cookie: Today for nobody, rendered (no database);
//   students:   a navigation by one of 100 students, in turn (guest cookie and zone cookie), each
//               with a deck of 20 cards due and a generated plan: their Today's seven queries
//               (the API's), the card rendered, the answer seeded.
// Reported: requests/s, latency p50/p99 (autocannon), and the server's CPU per request
// (/proc schedstat over the run). No cache: every student request computes Today.
// Run alone: node bench/dashboard-page.bench.mjs [--db postgres] [--seconds S]
// (DASHBOARD_STUDENTS=<n> for another number of students, e.g. a quick check of the bench itself)
import autocannon from 'autocannon';
import { get } from 'node:http';
import {
  cpuMs,
  freePort,
  requireBuild,
  serverEntry,
  startProcess,
  tempDataDir,
  waitFor200,
} from './lib.mjs';

const STUDENTS = Number(process.env.DASHBOARD_STUDENTS ?? 100);

async function makeStudent(origin, i) {
  const deck = await fetch(`${origin}/api/flashcards/decks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      title: `Biology ${i}`,
      cards: Array.from({ length: 20 }, (_, n) => ({
        question: `Question ${n} of student ${i}?`,
        answer: `Answer ${n}`,
      })),
    }),
  });
  if (deck.status !== 201) throw new Error(`deck: ${deck.status} ${await deck.text()}`);
  const guest = deck.headers.get('set-cookie')?.split(';')[0];
  if (!guest) throw new Error('no guest cookie');
  const plan = await fetch(`${origin}/api/ai/planner/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie: guest },
    body: JSON.stringify({ goal_description: 'Pass the biology exam in 14 days' }),
  });
  if (plan.status !== 201) throw new Error(`plan: ${plan.status} ${await plan.text()}`);
  return `${guest}; qd_tz=Europe%2FParis`;
}

/** Fails unless the page these headers get holds `mustContain`: the variant measures what it names. */
async function check(origin, headers, mustContain) {
  // node:http, not fetch: fetch sets Sec-Fetch-Mode itself.
  const page = await new Promise((resolve, reject) => {
    get(`${origin}/app/dashboard`, { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve(body));
    }).on('error', reject);
  });
  if (!page.includes(mustContain)) throw new Error(`the page lacks ${JSON.stringify(mustContain)}`);
}

async function run(origin, pid, seconds, requests) {
  const options = { url: `${origin}/app/dashboard`, connections: 10, requests };
  await autocannon({ ...options, duration: 2 });
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ ...options, duration: seconds });
  const cpu = cpuMs(pid) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    serverCpuMsPerRequest: Number((cpu / result.requests.total).toFixed(3)),
  };
}

export async function benchDashboardPage({ db = 'pglite', seconds = 10 } = {}) {
  requireBuild();
  const data = tempDataDir();
  const port = await freePort();
  const server = startProcess([serverEntry], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: data.dir,
    AI_RATE_LIMIT_PER_MINUTE: '10000',
    AI_RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
    ...(db === 'postgres'
      ? { DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' }
      : {}),
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor200(`${origin}/api/health`, performance.now(), 180_000);
    const students = [];
    for (let i = 0; i < STUDENTS; i++) students.push(await makeStudent(origin, i));
    const navigate = { 'sec-fetch-mode': 'navigate' };
    const pid = server.child.pid;
    await check(origin, {}, 'Loading today');
    const buildPage = await run(origin, pid, seconds, [{ method: 'GET' }]);
    await check(origin, navigate, 'id="today-seed"');
    const visitor = await run(origin, pid, seconds, [{ method: 'GET', headers: navigate }]);
    await check(origin, { ...navigate, cookie: students[0] }, 'Cards to review');
    let next = 0;
    const student = await run(origin, pid, seconds, [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          headers: { ...navigate, cookie: students[next++ % STUDENTS] },
        }),
      },
    ]);
    return {
      name: 'dashboard-page',
      db,
      method: `autocannon, 10 connections, ${seconds} s per variant after 2 s, ${STUDENTS} students in turn`,
      buildPage,
      visitor,
      students: student,
    };
  } finally {
    await server.stop();
    data.cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  console.log(
    JSON.stringify(
      await benchDashboardPage({
        db: arg('--db') ?? 'pglite',
        seconds: Number(arg('--seconds') ?? 10),
      }),
    ),
  );
}
