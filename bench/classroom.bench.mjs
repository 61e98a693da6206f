// A classroom's load on the built server, open-loop (bench/open-loop.mjs: latency from each
// request's due time). Many owners, each with their own data, as a school sees it: every request
// is one of the owners (chosen at random) reading their preferences, mind maps, decks, plans,
// focus statistics or active session, and a share of requests write (a preference toggled or a
// card added). Nothing here is shaped to fit the per-process read cache: the cache holds what it
// holds for 300 owners with writes among the reads, as it would in a classroom.
// Goals: PGlite p99 ≤ 20 ms at 1,000 req/s; PostgreSQL p99 ≤ 10 ms at 2,000 req/s with one
// process and with two on one database; 0 errors. Baseline in the same run: /api/health at the
// same rate without a cookie (the server's floor on this machine).
// Usage: node bench/classroom.bench.mjs [--owners 300] [--rate 1000] [--writes 0.1]
//          [--seconds 60] [--warmup 10] [--db pglite|postgres] [--processes 1|2]
//          [--profile-dir DIR]  (each server writes a CPU profile there; bench/profile-summary.mjs)
//          [--server PATH]  (another build's main.js, to compare two builds in one run)
//          [--timer-changes 0]  (per second: 30 other owners' running timers paused or resumed
//          beside the mix, as a class's timers change; not part of the goals' mix)
// The generator runs with a roomy young generation (bench/roomy-young-generation.mjs); start it
// as `node --max-semi-space-size=16 bench/classroom.bench.mjs ...` to measure with V8's default.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cpuMs, freePort, serverEntry, startProcess, tempDataDir, waitFor200 } from './lib.mjs';
import { newAgent, openLoopLoad } from './open-loop.mjs';
import { withRoomyYoungGeneration } from './roomy-young-generation.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REQUEST_TIMEOUT_MS = 10_000;
/** How many other owners' timers `--timer-changes` pauses and resumes, in turn. */
const TIMER_OWNERS = 30;

const READS = [
  () => ({ name: 'GET preferences', path: '/api/preferences' }),
  () => ({ name: 'GET mind maps', path: '/api/mind-maps' }),
  () => ({ name: 'GET decks', path: '/api/flashcards/decks' }),
  () => ({ name: 'GET plans', path: '/api/planner/plans' }),
  () => ({ name: 'GET pomodoro stats', path: '/api/pomodoro/stats' }),
  () => ({ name: 'GET active session', path: '/api/pomodoro/sessions/active' }),
  (o) => ({ name: 'GET one plan', path: `/api/planner/plans/${o.planId}` }),
];
const WRITES = [
  (o, i) => ({
    name: 'PUT preferences',
    method: 'PUT',
    path: '/api/preferences',
    body: { theme: i % 2 ? 'dark' : 'light', colorMode: 'calm' },
  }),
  (o, i) => ({
    name: 'POST card',
    method: 'POST',
    path: `/api/flashcards/decks/${o.deckId}/cards`,
    body: { question: `Question ${i}?`, answer: `Answer ${i}` },
  }),
];

export async function startServer(env, profileDir, entry = serverEntry) {
  const port = await freePort();
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const proc = startProcess([...profile, entry], {
    ...env,
    PORT: String(port),
    WEB_DIST_DIR: '/nonexistent',
    AI_RATE_LIMIT_PER_MINUTE: '10000',
    AI_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '10000',
    AI_RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
    KNOWLEDGE_API_URL: 'off',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    // Up to 3 minutes: PGlite's first start (migrations) is slow on a busy machine.
    await waitFor200(`${base}/api/health`, performance.now(), 180_000);
  } catch (error) {
    await proc.stop();
    throw error;
  }
  return { base, proc };
}

/** One owner as a student leaves it: preferences, a plan, a deck, a map, a session. */
async function seedOwner(base, n) {
  const json = { 'content-type': 'application/json' };
  const prefs = await fetch(`${base}/api/preferences`, {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({ theme: 'dark', colorMode: 'calm' }),
  });
  const cookie = prefs.headers.get('set-cookie').split(';')[0];
  const headers = { ...json, cookie };
  const post = async (path, body) => {
    const res = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`seeding ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const plan = await post('/api/ai/planner/generate', {
    goal_description: `Pass the biology exam in ${3 + (n % 8)} weeks`,
  });
  const deck = await post('/api/flashcards/decks', {
    title: `Cells ${n}`,
    cards: Array.from({ length: 20 }, (_, k) => ({
      question: `What does organelle ${k} do?`,
      answer: `It does job ${k}.`,
    })),
  });
  await post('/api/mind-maps', { title: `Revision ${n}` });
  await post('/api/pomodoro/sessions', { task_name: 'Chapter 3' });
  return { cookie, planId: plan.plan_id, deckId: deck.id };
}

export async function seedOwners(base, count) {
  const owners = [];
  // A few at a time: seeding is setup, not the measured load.
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, (_, k) => seedOwner(base, i + k));
    owners.push(...(await Promise.all(batch)));
  }
  return owners;
}

/**
 * Owners whose focus timer runs, for `--timer-changes`: each has a started session that the load
 * pauses and resumes, as students' timers change while the class reads and writes.
 */
async function seedTimerOwners(base, count) {
  const json = { 'content-type': 'application/json' };
  const owners = [];
  for (let i = 0; i < count; i++) {
    const created = await fetch(`${base}/api/pomodoro/sessions`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ task_name: `Timer ${i}` }),
    });
    const cookie = created.headers.get('set-cookie').split(';')[0];
    const { session_id: id } = await created.json();
    const started = await fetch(`${base}/api/pomodoro/sessions/${id}`, {
      method: 'PATCH',
      headers: { ...json, cookie },
      body: JSON.stringify({ action: 'start' }),
    });
    if (!started.ok) throw new Error(`starting a timer: ${started.status} ${await started.text()}`);
    owners.push({ cookie, id, paused: false, busy: false });
  }
  return owners;
}

/**
 * Pauses or resumes one of `owners`' timers `perSecond` times a second, in turn, until the
 * returned `stop()`; an owner whose last change is still unanswered is skipped (a student does not
 * tap twice at once). `stop()` answers how many changes were sent and how many failed.
 */
function changeTimers(base, owners, perSecond) {
  let sent = 0;
  let failed = 0;
  let next = 0;
  const pending = new Set();
  const timer = setInterval(() => {
    const owner = owners[next++ % owners.length];
    if (owner.busy) return;
    owner.busy = true;
    sent++;
    const change = fetch(`${base}/api/pomodoro/sessions/${owner.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: owner.cookie },
      body: JSON.stringify({ action: owner.paused ? 'resume' : 'pause' }),
    })
      .then(async (response) => {
        await response.text();
        if (response.ok) owner.paused = !owner.paused;
        else failed++;
      })
      .catch(() => failed++)
      .finally(() => {
        owner.busy = false;
        pending.delete(change);
      });
    pending.add(change);
  }, 1000 / perSecond);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    return { sent, failed };
  };
}

/** A seeded random source, so two runs send the same mix. */
/** Request `i` of the mix: a random owner reading, or (a `writeShare` of the time) writing. */
export function classroomRequest(base, owners, writeShare, next, i) {
  const owner = owners[Math.floor(next() * owners.length)];
  const pick =
    next() < writeShare
      ? WRITES[Math.floor(next() * WRITES.length)](owner, i)
      : READS[Math.floor(next() * READS.length)](owner, i);
  return {
    name: pick.name,
    request: {
      url: base + pick.path,
      method: pick.method ?? 'GET',
      headers: pick.body
        ? { cookie: owner.cookie, 'content-type': 'application/json' }
        : { cookie: owner.cookie },
      body: pick.body ? JSON.stringify(pick.body) : undefined,
    },
  };
}

export function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  return sorted.length
    ? { count: sorted.length, p50Ms: +at(0.5).toFixed(1), p99Ms: +at(0.99).toFixed(1) }
    : { count: 0 };
}

async function classroomLoad(
  bases,
  owners,
  pids,
  { rate, writeShare, seconds, warmupSeconds, timerOwners, timerChanges },
) {
  // The servers' CPU time per answered request: unlike latency, it does not grow with the queue
  // when the machine is busy with other work.
  const serversCpuMs = () => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const agent = newAgent();
  const run = async (durationMs, seed) => {
    const next = random(seed);
    const plan = [];
    const requestAt = (i) => {
      const { name, request } = classroomRequest(
        bases[i % bases.length],
        owners,
        writeShare,
        next,
        i,
      );
      plan[i] = name;
      return request;
    };
    const byRoute = new Map();
    const statuses = new Map();
    const onAnswer = (i, ms, status) => {
      const name = plan[i];
      if (!byRoute.has(name)) byRoute.set(name, []);
      if (status >= 200 && status < 300) byRoute.get(name).push(ms);
      else statuses.set(`${name} ${status}`, (statuses.get(`${name} ${status}`) ?? 0) + 1);
    };
    const stopTimers = timerChanges
      ? changeTimers(bases[0], timerOwners, timerChanges)
      : async () => undefined;
    const result = await openLoopLoad({
      requestAt,
      onAnswer,
      rate,
      durationMs,
      agent,
      maxOutstanding: Math.max(50, rate),
      timeoutMs: REQUEST_TIMEOUT_MS,
    });
    return {
      ...result,
      timerChanges: await stopTimers(),
      routes: Object.fromEntries([...byRoute].map(([name, ms]) => [name, percentiles(ms)])),
      errors: Object.fromEntries(statuses),
    };
  };
  await run(warmupSeconds * 1000, 1);
  let cpuBefore = serversCpuMs();
  const measured = await run(seconds * 1000, 2);
  measured.cpuMsPerRequest = (serversCpuMs() - cpuBefore) / Math.max(1, measured.requests);
  agent.destroy();
  cpuBefore = serversCpuMs();
  const baseline = await openLoopLoad({
    url: `${bases[0]}/api/health`,
    rate,
    durationMs: Math.min(seconds, 15) * 1000,
    maxOutstanding: Math.max(50, rate),
    timeoutMs: REQUEST_TIMEOUT_MS,
  });
  baseline.cpuMsPerRequest = (serversCpuMs() - cpuBefore) / Math.max(1, baseline.requests);
  return { measured, baseline };
}

async function withPostgres(task) {
  const name = `classroom_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  try {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return await task(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

export async function benchClassroom({
  owners = 300,
  rate,
  writeShare = 0.1,
  seconds = 60,
  warmupSeconds = 10,
  db = 'pglite',
  processes = 1,
  profileDir,
  server,
  timerChanges = 0,
} = {}) {
  const goalP99Ms = db === 'pglite' ? 20 : 10;
  const offered = rate ?? (db === 'pglite' ? 1000 : 2000);
  const measure = async (env) => {
    const servers = [];
    try {
      for (let p = 0; p < processes; p++) servers.push(await startServer(env, profileDir, server));
      const bases = servers.map((s) => s.base);
      const seeded = await seedOwners(bases[0], owners);
      const timerOwners = timerChanges ? await seedTimerOwners(bases[0], TIMER_OWNERS) : [];
      const pids = servers.map((s) => s.proc.child.pid);
      return await classroomLoad(bases, seeded, pids, {
        rate: offered,
        writeShare,
        seconds,
        warmupSeconds,
        timerOwners,
        timerChanges,
      });
    } finally {
      for (const s of servers) await s.proc.stop();
    }
  };
  let result;
  if (db === 'pglite') {
    if (processes !== 1) throw new Error('PGlite is one process (its data folder is locked)');
    const data = tempDataDir();
    try {
      result = await measure({ DATA_DIR: data.dir });
    } finally {
      data.cleanup();
    }
  } else {
    result = await withPostgres((url) => measure({ DATABASE_URL: url }));
  }
  const { measured, baseline } = result;
  const failures = measured.failures;
  return {
    bench: 'classroom',
    what: `${owners} owners, ${Math.round(writeShare * 100)}% writes, ${offered} req/s offered, ${seconds} s after ${warmupSeconds} s warm-up, ${db}, ${processes} process(es); PGlite reads go through its per-process read cache, PostgreSQL has none${timerChanges ? `; beside the mix, ${timerChanges} timer changes/s (pause or resume) by ${TIMER_OWNERS} other owners, whose CPU the per-request figure includes` : ''}`,
    goal: `p99 ≤ ${goalP99Ms} ms, 0 errors`,
    achievedRps: measured.achievedRps,
    p50Ms: measured.p50Ms,
    p99Ms: measured.p99Ms,
    maxMs: measured.maxMs,
    failures,
    ...(measured.saturated ? { saturated: true } : {}),
    generatorDelayP99Ms: measured.generatorDelayP99Ms,
    generatorGc: measured.generatorGc,
    ...(timerChanges ? { timerChanges: measured.timerChanges } : {}),
    routes: measured.routes,
    errors: measured.errors,
    baselineHealthNoCookie: {
      p99Ms: baseline.p99Ms,
      achievedRps: baseline.achievedRps,
      serverCpuMsPerRequest: +baseline.cpuMsPerRequest.toFixed(3),
    },
    serverCpuMsPerRequest: +measured.cpuMsPerRequest.toFixed(3),
    pass:
      !measured.saturated &&
      failures === 0 &&
      !measured.timerChanges?.failed &&
      (measured.p99Ms ?? Infinity) <= goalP99Ms,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  withRoomyYoungGeneration();
  const { values } = parseArgs({
    options: {
      owners: { type: 'string', default: '300' },
      rate: { type: 'string' },
      writes: { type: 'string', default: '0.1' },
      seconds: { type: 'string', default: '60' },
      warmup: { type: 'string', default: '10' },
      db: { type: 'string', default: 'pglite' },
      processes: { type: 'string', default: '1' },
      'profile-dir': { type: 'string' },
      server: { type: 'string' },
      'timer-changes': { type: 'string', default: '0' },
    },
  });
  const result = await benchClassroom({
    owners: Number(values.owners),
    rate: values.rate ? Number(values.rate) : undefined,
    writeShare: Number(values.writes),
    seconds: Number(values.seconds),
    warmupSeconds: Number(values.warmup),
    db: values.db,
    processes: Number(values.processes),
    profileDir: values['profile-dir'],
    server: values.server,
    timerChanges: Number(values['timer-changes']),
  });
  console.log(JSON.stringify(result, null, 2));
}
