// The mind-map editor with a 2,000-node, 2,000-edge map, in Debian's Chromium against the
// production build:
//  - openMs: from navigation start to the canvas painted with every node fitted into view
//    (goal ≤ 1,500 ms; median of 3 loads);
//  - slowFrameShare: while panning and zooming for 5 s, the share of frames whose main-thread
//    work exceeds 20 ms (goal ≤ 5%). A frame's work is the CPU time (the trace's thread clock,
//    `tdur`) of the renderer main thread's top-level tasks between two BeginMainThreadFrame
//    events. Wall time (`dur`) is reported beside it but is not the goal: in headless Chromium
//    with software compositing on two cores, a main-thread task spends most of its wall time
//    blocked, waiting for the compositor to take its commit (a 43 ms task of the 50-node map
//    had 2.4 ms of CPU time), so wall time measured the machine rather than the editor.
// Baseline in the same run: the same figures for a 50-node map.
// Progress goes to stderr; every wait on the page is bounded (STEP_TIMEOUT_MS), so a slow page
// gives a slow figure or an error, never a run that does not end. MM_TRACE=<file> keeps the
// performance trace of the 2,000-node map for a closer look (chrome://tracing or DevTools).
// Run alone: node bench/mind-map-canvas.bench.mjs
import { writeFileSync } from 'node:fs';
import { bigMap } from './mind-map-api.bench.mjs';
import {
  freePort,
  launchChromium,
  median,
  requireBuild,
  serverEntry,
  startProcess,
  tempDataDir,
  waitFor200,
} from './lib.mjs';

const GOALS = { openMs: 1500, slowFrameShare: 0.05 };
const SLOW_FRAME_MS = 20;
const INTERACT_MS = 5000;
/** Each step that waits on the page gives up after this long instead of hanging the run. */
const STEP_TIMEOUT_MS = 60_000;
const started = performance.now();
const log = (message) =>
  console.error(
    `[mind-map-canvas ${((performance.now() - started) / 1000).toFixed(1)} s] ${message}`,
  );

async function createMap(page, origin, nodes) {
  const created = await page.request.post(`${origin}/api/mind-maps/`, {
    data: { title: `Benchmark ${nodes}` },
  });
  const { id } = await created.json();
  const saved = await page.request.put(`${origin}/api/mind-maps/${id}`, {
    data: { map_data: bigMap(nodes) },
  });
  if (saved.status() !== 200) throw new Error(`PUT answered ${saved.status()}`);
  return id;
}

async function openOnce(page, url) {
  await page.goto(url, { timeout: STEP_TIMEOUT_MS });
  return page.evaluate(
    (timeoutMs) =>
      new Promise((resolve, reject) => {
        const giveUp = performance.now() + timeoutMs;
        const check = () => {
          if (performance.now() > giveUp) {
            const nodes = document.querySelectorAll('.mind-map-canvas .react-flow__node').length;
            reject(new Error(`the canvas was not fitted within ${timeoutMs} ms (${nodes} nodes)`));
            return;
          }
          const viewport = document.querySelector('.mind-map-canvas .react-flow__viewport');
          const node = document.querySelector('.mind-map-canvas .react-flow__node');
          const fitted =
            viewport &&
            node &&
            getComputedStyle(node).visibility !== 'hidden' &&
            /matrix|scale/.test(getComputedStyle(viewport).transform);
          if (fitted) requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
          else requestAnimationFrame(check);
        };
        check();
      }),
    STEP_TIMEOUT_MS,
  );
}

const TASK_EVENTS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

function slowFrames(traceJson) {
  const events = JSON.parse(traceJson).traceEvents ?? [];
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const frames = onMain
    .filter((e) => e.name === 'BeginMainThreadFrame')
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  // A top-level task of the main thread: 'ThreadControllerImpl::RunTask' in current Chromium
  // (category toplevel), 'RunTask' in older ones.
  // Nested tasks (a task run inside another, e.g. a nested message loop) are counted once, as
  // part of the outermost one.
  const tasks = [];
  let outerEnd = -Infinity;
  for (const task of onMain
    .filter((e) => TASK_EVENTS.has(e.name) && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts)) {
    if (task.ts < outerEnd) continue;
    tasks.push(task);
    outerEnd = task.ts + task.dur;
  }
  if (!tasks.length) throw new Error('no main-thread tasks in the trace');
  const work = new Array(Math.max(0, frames.length - 1)).fill(0);
  const wall = new Array(Math.max(0, frames.length - 1)).fill(0);
  for (const task of tasks) {
    let lo = 0;
    let hi = frames.length - 1;
    if (task.ts < frames[0] || task.ts >= frames[hi]) continue;
    while (lo < hi - 1) {
      const mid = (lo + hi) >> 1;
      if (frames[mid] <= task.ts) lo = mid;
      else hi = mid;
    }
    // Chromium records a thread-clock duration for every top-level task; without one (an
    // unusual build), the wall time stands in.
    work[lo] += (task.tdur ?? task.dur) / 1000;
    wall[lo] += task.dur / 1000;
  }
  const slow = work.filter((ms) => ms > SLOW_FRAME_MS).length;
  const slowWall = wall.filter((ms) => ms > SLOW_FRAME_MS).length;
  const p95 = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted.length ? +sorted[Math.ceil(0.95 * sorted.length) - 1].toFixed(1) : 0;
  };
  return {
    frames: work.length,
    slow,
    share: work.length ? slow / work.length : 1,
    p95WorkMs: p95(work),
    wallClock: {
      slowShare: wall.length ? +(slowWall / wall.length).toFixed(3) : 1,
      p95Ms: p95(wall),
    },
  };
}

/**
 * A point of the empty background near the middle of the canvas, where a person grabs the map to
 * pan it. Pressing on an edge or a node selects or drags it instead of panning (an earlier
 * version of this bench pressed on an edge in the middle of the map and measured no pan at all).
 */
async function backgroundPoint(page) {
  const point = await page.evaluate(() => {
    const pane = document.querySelector('.mind-map-canvas .react-flow__pane');
    const box = pane.getBoundingClientRect();
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    for (let r = 0; r < Math.min(box.width, box.height) / 2; r += 8)
      for (let a = 0; a < 16; a++) {
        const x = cx + r * Math.cos((a * Math.PI) / 8);
        const y = cy + r * Math.sin((a * Math.PI) / 8);
        if (document.elementFromPoint(x, y) === pane) return { x, y };
      }
    return null;
  });
  if (!point) throw new Error('no empty background to grab on the canvas');
  return point;
}

const viewportTransform = (page) =>
  page.evaluate(
    () => document.querySelector('.mind-map-canvas .react-flow__viewport')?.style.transform,
  );

async function interact(browser, page, tracePath) {
  const { x: cx, y: cy } = await backgroundPoint(page);
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline.frame'],
  });
  // Every input waits for the page to take it, so a page that falls behind could stretch the 5 s
  // without bound: the time is checked before each input, and inputs still pending at the end
  // (at most one) are given STEP_TIMEOUT_MS at most.
  const until = Date.now() + INTERACT_MS;
  const inTime = () => Date.now() < until;
  let step = 0;
  let inputs = 0;
  const input = async (action) => {
    inputs++;
    await Promise.race([
      action(),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('the page did not take an input')), STEP_TIMEOUT_MS),
      ),
    ]);
  };
  const before = await viewportTransform(page);
  while (inTime()) {
    // Alternate a pan drag and a few wheel zooms, as a person exploring the map would.
    if (step % 2 === 0) {
      await input(() => page.mouse.move(cx, cy));
      await input(() => page.mouse.down());
      for (let i = 1; i <= 40 && inTime(); i++) {
        const t = i <= 20 ? i / 20 : (40 - i) / 20;
        await input(() => page.mouse.move(cx + 200 * t - 100, cy + 120 * t - 60));
      }
      await input(() => page.mouse.up());
      if (step === 0 && (await viewportTransform(page)) === before)
        throw new Error('dragging the background did not pan the map');
    } else {
      for (let i = 0; i < 6 && inTime(); i++) {
        await input(() => page.mouse.wheel(0, i < 3 ? -120 : 120));
        await page.waitForTimeout(30);
      }
    }
    step++;
  }
  const overrunMs = Math.max(0, Date.now() - until);
  const trace = (await browser.stopTracing()).toString();
  if (tracePath) writeFileSync(tracePath, trace);
  return { ...slowFrames(trace), inputs, overrunMs };
}

async function measure(browser, origin, nodes) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    const id = await createMap(page, origin, nodes);
    log(`${nodes} nodes: map saved`);
    const url = `${origin}/app/mind-maps/${id}`;
    await openOnce(page, url); // warm the HTTP cache like a returning visitor
    log(`${nodes} nodes: first open done`);
    const opens = [];
    for (let i = 0; i < 3; i++) opens.push(await openOnce(page, url));
    log(`${nodes} nodes: opens ${opens.map(Math.round).join(', ')} ms`);
    const rendered = await page.locator('.mind-map-canvas .react-flow__node').count();
    const frames = await interact(browser, page, nodes > 50 ? process.env.MM_TRACE : undefined);
    log(`${nodes} nodes: ${frames.slow} of ${frames.frames} frames over ${SLOW_FRAME_MS} ms`);
    return { nodes, openMs: Math.round(median(opens)), opens, renderedNodes: rendered, ...frames };
  } finally {
    await context.close();
  }
}

export async function benchMindMapCanvas() {
  requireBuild();
  const data = tempDataDir();
  const port = await freePort();
  const proc = startProcess([serverEntry], { PORT: String(port), DATA_DIR: data.dir });
  const browser = await launchChromium();
  try {
    const origin = `http://127.0.0.1:${port}`;
    // A loaded 2-core machine can take more than 20 s to start PGlite.
    await waitFor200(`${origin}/api/health`, performance.now(), 90_000);
    const baseline = await measure(browser, origin, 50);
    const big = await measure(browser, origin, 2000);
    return {
      name: 'mind-map-canvas',
      openMs: big.openMs,
      slowFrameShare: +big.share.toFixed(3),
      frames: big.frames,
      slowFrames: big.slow,
      p95FrameWorkMs: big.p95WorkMs,
      wallClock: big.wallClock,
      renderedNodesAfterFit: big.renderedNodes,
      opensMs: big.opens.map(Math.round),
      inputs: big.inputs,
      overrunMs: big.overrunMs,
      baseline50: {
        openMs: baseline.openMs,
        slowFrameShare: +baseline.share.toFixed(3),
        frames: baseline.frames,
        p95FrameWorkMs: baseline.p95WorkMs,
        wallClock: baseline.wallClock,
      },
      goals: GOALS,
      pass: big.openMs <= GOALS.openMs && big.share <= GOALS.slowFrameShare,
    };
  } finally {
    await browser.close();
    await proc.stop();
    data.cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchMindMapCanvas()));
}
