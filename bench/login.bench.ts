// Sign-in cost: what one password check costs at the production scrypt parameters (N=2^17, r=8,
// p=1), and how many sign-in attempts one server process sustains through the real endpoint
// (POST /api/auth/login on an in-memory database, wrong passwords, limits raised out of the way).
// Baseline in the same run: the SHA-256 a session or guest cookie costs on every API call.
// Prints JSON lines (read by bench/run.mjs) and a human summary. Run: npx tsx bench/login.bench.ts
import { createHash, randomBytes } from 'node:crypto';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig, MEMORY_DATA_DIR } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { runMigrations } from '../apps/server/src/db/migrator.ts';
import { createPasswordHasher } from '../apps/server/src/features/auth/password-hasher.ts';

const SERIAL_CHECKS = 9;
const LOAD_SECONDS = 10;
const CONCURRENT_CLIENTS = 8;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function main() {
  // Baseline: a cookie token's SHA-256.
  const token = randomBytes(32).toString('base64url');
  const baselineRuns = 100_000;
  let started = performance.now();
  for (let index = 0; index < baselineRuns; index += 1) {
    createHash('sha256').update(token).digest('hex');
  }
  const sha256Ms = (performance.now() - started) / baselineRuns;

  // One check at a time: the cost a person waits for.
  const hasher = createPasswordHasher();
  const stored = await hasher.hash('a passphrase to check against');
  const serial: number[] = [];
  for (let index = 0; index < SERIAL_CHECKS; index += 1) {
    started = performance.now();
    await hasher.verify('a wrong passphrase attempt', stored);
    serial.push(performance.now() - started);
  }

  // The whole endpoint under load from many clients.
  const database = await createDatabase({ dataDir: MEMORY_DATA_DIR, databaseUrl: undefined });
  await runMigrations(database);
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: MEMORY_DATA_DIR,
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'silent',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
    }),
    database,
    logger: false,
  });
  await app.ready();
  const email = 'bench@example.com';
  await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'a passphrase to check against' },
  });
  let attempts = 0;
  const until = performance.now() + LOAD_SECONDS * 1000;
  const loadStarted = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENT_CLIENTS }, async (_, client) => {
      while (performance.now() < until) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: `10.0.0.${client}`,
          payload: { email, password: 'a wrong passphrase attempt' },
        });
        if (response.statusCode !== 401) throw new Error(`unexpected ${response.statusCode}`);
        attempts += 1;
      }
    }),
  );
  const perSecond = attempts / ((performance.now() - loadStarted) / 1000);
  await app.close();
  await database.close();

  const checkMs = median(serial);
  console.log(
    JSON.stringify({
      name: 'login-hash-cost',
      scrypt: 'N=2^17 r=8 p=1',
      median_ms: Number(checkMs.toFixed(1)),
      min_ms: Number(Math.min(...serial).toFixed(1)),
      max_ms: Number(Math.max(...serial).toFixed(1)),
      baseline_sha256_ms: Number(sha256Ms.toFixed(5)),
      ratio_to_baseline: Math.round(checkMs / sha256Ms),
    }),
  );
  console.log(
    JSON.stringify({
      name: 'login-attempts-per-second',
      clients: CONCURRENT_CLIENTS,
      seconds: LOAD_SECONDS,
      attempts,
      per_second: Number(perSecond.toFixed(2)),
    }),
  );
  console.error(
    `password check ${checkMs.toFixed(0)} ms (median of ${SERIAL_CHECKS}); sha256 of a cookie ${(sha256Ms * 1000).toFixed(2)} µs; ` +
      `${perSecond.toFixed(1)} sign-in attempts/s through POST /api/auth/login with ${CONCURRENT_CLIENTS} clients`,
  );
}

await main();
