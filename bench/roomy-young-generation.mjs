// Runs the calling bench again in a Node process whose young generation has room for a run's
// garbage (`--max-semi-space-size`), unless it already has. With V8's default size (16 MB) the
// open-loop generator collected about 3 times a second at 2,000 req/s, each pause 4 ms on average
// and some over 8 ms; the answers that arrived meanwhile were timed late, which put about half of a
// run's p99 on the generator, not the server (docs/benchmarks.md, "The load generator's own
// pauses"). Only the generator gets the flag: the servers it starts run as users run them.
import { spawnSync } from 'node:child_process';

const FLAG = '--max-semi-space-size';
const GENERATOR_SEMI_SPACE_MB = 64;

/** True when this process already runs with the flag; otherwise runs the bench again with it and exits. */
export function withRoomyYoungGeneration() {
  if (process.execArgv.some((arg) => arg.startsWith(FLAG))) return true;
  const again = spawnSync(
    process.execPath,
    [...process.execArgv, `${FLAG}=${GENERATOR_SEMI_SPACE_MB}`, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  );
  process.exit(again.status ?? 1);
}
