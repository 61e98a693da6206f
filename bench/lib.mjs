// Shared helpers for the benchmarks: start the built server on a free port, wait for health, stop.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir, cpus, totalmem } from 'node:os';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = join(root, 'apps/server/dist/main.js');

export function requireBuild() {
  if (!existsSync(serverEntry) || !existsSync(join(root, 'apps/web/build/client/index.html'))) {
    throw new Error('No build found: run `npm run build` first.');
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export function tempDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'quietdesk-bench-'));
  return { dir: join(dir, 'data'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Polls `url` until it answers 200; resolves with the ms elapsed since `startedAt`. */
export async function waitFor200(url, startedAt, timeoutMs = 20_000) {
  while (performance.now() - startedAt < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

export function startProcess(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    // No internet on the bench machine: the encyclopedia is off unless a bench names a fake.
    env: { ...process.env, LOG_LEVEL: 'warn', KNOWLEDGE_API_URL: 'off', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.on('exit', r));
  return {
    child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function machine() {
  return `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export { CHROMIUM_ARGS };

/** Debian's Chromium; Playwright never downloads a browser here. */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * The CPU milliseconds the process `pid` has run so far, summed over its threads from their
 * scheduler statistics (nanoseconds; /proc's utime and stime count 10 ms ticks, too coarse for
 * a sample of health requests).
 */
export function cpuMs(pid) {
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // the thread ended between listing and reading
    }
  }
  return ns / 1e6;
}
