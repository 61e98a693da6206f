// The last line of `npm test`: which database suites this run skipped because no server was
// named, so a green run on a laptop is not mistaken for the full check (.ci/run runs them on
// PostgreSQL and Redis when those answer).
import { spawnSync } from 'node:child_process';

const skipped = [];
if (!process.env.TEST_DATABASE_URL) {
  skipped.push(
    'the two-server, concurrent-migration and PostgreSQL limiter suites (set TEST_DATABASE_URL)',
  );
}
if (!process.env.TEST_REDIS_URL) skipped.push('the Redis limiter variants (set TEST_REDIS_URL)');
if (spawnSync('initdb', ['--version']).status !== 0) {
  skipped.push('the PostgreSQL crash test (needs initdb on PATH)');
}
console.log(
  skipped.length
    ? `notice: this run skipped ${skipped.join('; ')}.`
    : 'All database suites ran (PostgreSQL, Redis and the crash test).',
);
