// Focus timer in a throttled (hidden / sleeping) tab: the real timer engine (core, timestamp
// based) against a naive timer that decrements a counter once per setInterval callback.
//
// Method: the built app runs in Chromium with Playwright's fake clock. After a 25-minute focus
// session starts, time advances in coarse jumps with `page.clock.fastForward`, which fires every
// due timer AT MOST ONCE per jump — exactly how Chrome's intensive throttling treats a hidden tab
// (timers batched to once a minute) and how a sleeping laptop wakes up. The first jump is 30.5 s
// and the rest 60 s, so the deadline falls inside a jump rather than on its edge. Both timers
// start at the same (paused) instant in the same page. After each jump we read the engine's
// displayed MM:SS from the DOM and the naive counter, and compare both with the true time left.
//
// Figures: the engine's recorded phase end vs the deadline, the engine's worst display error,
// the delay until the tab woke up after the deadline (the same for any timer: nothing runs in
// between), and the naive timer's error at that wake-up.
// Run alone: node bench/timer-hidden-tab.bench.mjs
import {
  freePort,
  launchChromium,
  requireBuild,
  serverEntry,
  startProcess,
  tempDataDir,
  waitFor200,
} from './lib.mjs';

const MIN = 60_000;
const WORK_MS = 25 * MIN;

const settle = (ms = 40) => new Promise((r) => setTimeout(r, ms));
const parseMMSS = (text) => {
  const [m, s] = text.trim().split(':').map(Number);
  return (m * 60 + s) * 1000;
};

export async function benchTimerHiddenTab() {
  requireBuild();
  const port = await freePort();
  const data = tempDataDir();
  const server = startProcess([serverEntry], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: data.dir,
  });
  const browser = await launchChromium();
  try {
    await waitFor200(`http://127.0.0.1:${port}/api/health`, performance.now());
    const page = await browser.newPage();
    // In the server's past, so its "not in the future" checks accept the fast-forwarded actions.
    const t0 = Date.now() - 2 * 60 * MIN;
    await page.clock.install({ time: t0 });
    await page.goto(`http://127.0.0.1:${port}/app/pomodoro`);
    await page.clock.pauseAt(t0 + 10_000);
    await page.getByLabel('Task Name').fill('Benchmark');
    await page.getByRole('main').getByRole('button', { name: 'Start Session' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Pause' }).waitFor();

    // The clock is paused, so this instant is the engine's start instant too.
    const { startedAt, deadline } = await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('qd:v1:pomodoro:timer'));
      const naive = { leftS: 25 * 60, ticks: 0 };
      window.__naive = naive;
      setInterval(() => {
        naive.ticks += 1;
        if (naive.leftS > 0) naive.leftS -= 1;
      }, 1000);
      return { startedAt: Date.now(), deadline: stored.state.phaseEndsAt };
    });
    if (deadline - startedAt !== WORK_MS) throw new Error('engine did not start a 25-minute phase');

    const samples = [];
    const jumps = [30_500, ...Array(30).fill(60_000)];
    let wokeAfterDeadline = null;
    for (const jump of jumps) {
      await page.clock.fastForward(jump);
      await settle();
      const s = await page.evaluate(() => ({
        now: Date.now(),
        mode: document.querySelector('[data-testid=timer-mode]').textContent,
        shown: document.querySelector('[data-testid=time-left]').textContent,
        naiveLeftS: window.__naive.leftS,
        naiveTicks: window.__naive.ticks,
      }));
      const trueLeft = Math.max(0, deadline - s.now);
      if (s.now < deadline) {
        samples.push({
          engineErrorMs: Math.abs(parseMMSS(s.shown) - trueLeft),
          naiveErrorMs: Math.abs(s.naiveLeftS * 1000 - trueLeft),
        });
      } else if (!wokeAfterDeadline) {
        wokeAfterDeadline = s;
      }
      if (wokeAfterDeadline && s.now - deadline > 60_000) break;
    }
    if (!wokeAfterDeadline) throw new Error('never woke after the deadline');
    const records = await page.evaluate(() => JSON.parse(localStorage.getItem('pomodoro.records')));
    const work = records.find((r) => r.kind === 'work');

    const engineEndErrorS = work ? Math.abs(work.endedAt - deadline) / 1000 : Infinity;
    const engineMaxDisplayErrorS = Math.max(...samples.map((x) => x.engineErrorMs)) / 1000;
    const naiveErrorAtDeadlineS = wokeAfterDeadline.naiveLeftS; // it should read 0
    const naiveMaxDisplayErrorS = Math.max(...samples.map((x) => x.naiveErrorMs)) / 1000;
    const endedOnTime = wokeAfterDeadline.mode.includes('Short Break') && engineEndErrorS <= 1;
    return {
      name: 'timer-hidden-tab',
      method: 'fake clock, fastForward 30.5 s then 60 s jumps (timers fire at most once per jump)',
      phaseMinutes: 25,
      jumps: samples.length + 1,
      wakeDelayAfterDeadlineS: (wokeAfterDeadline.now - deadline) / 1000,
      engineEndErrorS,
      engineMaxDisplayErrorS,
      engineModeAfterWake: wokeAfterDeadline.mode,
      naiveErrorAtDeadlineS,
      naiveMaxDisplayErrorS,
      naiveIntervalCallbacks: wokeAfterDeadline.naiveTicks,
      pass: endedOnTime && engineMaxDisplayErrorS <= 1 && naiveErrorAtDeadlineS > 60,
    };
  } finally {
    await browser.close();
    await server.stop();
    data.cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchTimerHiddenTab()));
}
