// Crash test: SIGKILL the built server during a stream of acknowledged writes, then restart it
// and check that every write it acknowledged (201) is there and the database opens. Rounds on
// PGlite (one DATA_DIR kept across rounds) and on PostgreSQL (one database kept across rounds).
// Usage: node bench/crash-writes.bench.mjs [rounds]   (default 20 per engine; needs a build)
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); the bench
// creates and drops a database of its own.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { freePort, root, serverEntry, tempDataDir, waitFor200 } from './lib.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const WRITERS = 4;

function start(env) {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { child, exited, stderr: () => stderr };
}

async function createSession(base, cookie, name) {
  const response = await fetch(`${base}/api/pomodoro/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ task_name: name }),
  });
  if (response.status !== 201) return undefined;
  const body = await response.json();
  return { id: body.session_id, setCookie: response.headers.get('set-cookie') };
}

async function runEngine(label, env, rounds) {
  let cookie;
  const acknowledged = [];
  let lost = 0;
  let startFailures = 0;
  let writes = 0;
  for (let round = 0; round <= rounds; round++) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = start({ ...env, PORT: String(port) });
    try {
      await waitFor200(`${base}/api/health`, performance.now(), 60_000);
    } catch (error) {
      startFailures++;
      server.child.kill('SIGKILL');
      await server.exited;
      throw new Error(
        `${label}: the server did not start after round ${round}: ${server.stderr()}`,
        { cause: error },
      );
    }
    // Every write acknowledged before the last kill must be readable now.
    for (const id of acknowledged.splice(0)) {
      const response = await fetch(`${base}/api/pomodoro/sessions/${id}`, { headers: { cookie } });
      if (response.status !== 200) lost++;
    }
    if (round === rounds) {
      server.child.kill('SIGTERM');
      await server.exited;
      break;
    }
    if (!cookie) {
      const first = await createSession(base, undefined, 'first');
      cookie = first.setCookie.split(';')[0];
      acknowledged.push(first.id);
    }
    let killed = false;
    const writer = async (w) => {
      for (let i = 0; !killed; i++) {
        try {
          const created = await createSession(base, cookie, `crash ${round}.${w}.${i}`);
          if (created) {
            acknowledged.push(created.id);
            writes++;
          }
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const running = Array.from({ length: WRITERS }, (_, w) => writer(w));
    await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 700));
    killed = true;
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(running);
  }
  return { engine: label, rounds, acknowledgedWrites: writes, lost, startFailures };
}

export async function benchCrashWrites({ rounds = 20 } = {}) {
  const results = [];
  const data = tempDataDir();
  try {
    results.push(await runEngine('pglite', { DATA_DIR: data.dir }, rounds));
  } finally {
    data.cleanup();
  }
  const name = `crash_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  try {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    results.push(await runEngine('postgres', { DATABASE_URL: url.toString() }, rounds));
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
  return {
    name: 'crash-writes',
    results,
    goal: 'no acknowledged write lost, the database opens after every SIGKILL',
    pass: results.every((r) => r.lost === 0 && r.startFailures === 0 && r.acknowledgedWrites > 0),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchCrashWrites({ rounds: Number(process.argv[2] ?? 20) })));
}
