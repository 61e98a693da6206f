// Open-loop load at a fixed rate: request i is due at start + i/rate whatever happened before,
// and its latency is counted from that due time. A closed-loop tool with few connections waits
// for slow answers before sending more and so hides them (coordinated omission); one with many
// connections and a per-second budget sends bursts that no real fixed-rate load would.
// A rate the server cannot sustain builds an ever-growing backlog; `maxOutstanding` bounds it:
// once that many requests are unanswered the run stops issuing (`saturated: true`) and only
// waits for those, so a bench finishes in bounded time and reports the rate as not held.
import http from 'node:http';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/** The connection pool of one simulated client population: 256 kept-alive connections. */
export const newAgent = () => new http.Agent({ keepAlive: true, maxSockets: 256 });

export async function openLoopLoad({
  url,
  method = 'GET',
  headers = {},
  body,
  // Optional: the i-th request ({ url, method, headers, body }) when requests differ (many
  // owners, a mix of routes); `onAnswer(i, ms, status)` hears each answer.
  requestAt,
  onAnswer,
  rate,
  durationMs,
  maxOutstanding = Infinity,
  timeoutMs = Infinity,
  agent: givenAgent,
}) {
  // A given agent carries its kept-alive connections over from a warm-up run (and stays open).
  const agent = givenAgent ?? newAgent();
  const target = url ? new URL(url) : null;
  const payload = body === undefined ? undefined : Buffer.from(body);
  const total = Math.round((rate * durationMs) / 1000);
  const latencies = [];
  let failures = 0;
  let outstanding = 0;
  let saturated = false;
  let issuing = true;
  let drained = () => {};

  const send = (dueAt, i) => {
    // Counted from the due time, or from the send when the loop sends up to 1 ms early (it does
    // not sleep for less): an early request answered fast would otherwise take under 0 ms.
    const from = Math.max(dueAt, performance.now());
    outstanding++;
    let settled = false;
    const finish = (status) => {
      if (settled) return;
      settled = true;
      outstanding--;
      const ms = performance.now() - from;
      const ok = status >= 200 && status < 300;
      if (ok) latencies.push(ms);
      else failures++;
      onAnswer?.(i, ms, status);
      if (!issuing && outstanding === 0) drained();
    };
    const one = requestAt?.(i);
    const to = one?.url ? new URL(one.url) : target;
    const data = one ? (one.body === undefined ? undefined : Buffer.from(one.body)) : payload;
    const sentHeaders = one?.headers ?? headers;
    const req = http.request(
      {
        agent,
        host: to.hostname,
        port: to.port,
        path: to.pathname + to.search,
        method: one?.method ?? method,
        headers: data ? { ...sentHeaders, 'content-length': data.length } : sentHeaders,
      },
      (res) => {
        res.resume();
        res.on('end', () => finish(res.statusCode ?? 0));
      },
    );
    req.on('error', () => finish(0));
    if (Number.isFinite(timeoutMs)) req.setTimeout(timeoutMs, () => req.destroy());
    req.end(data);
  };

  // The generator's own event-loop delay: a request it issues late (its garbage collection, the
  // other streams' callbacks) counts as latency, so a tail that matches this one is the
  // generator's, not the server's.
  const generatorDelay = monitorEventLoopDelay({ resolution: 1 });
  generatorDelay.enable();
  const generatorGc = watchGeneratorGc();
  const start = performance.now() + 50;
  // Only a count of what was sent: keeping every request's promise for the run (120,000 per
  // stream a minute) grew the generator's heap and its garbage-collection pauses.
  let sent = 0;
  for (let i = 0; i < total; i++) {
    if (outstanding >= maxOutstanding) {
      saturated = true;
      break;
    }
    const dueAt = start + (i * 1000) / rate;
    const wait = dueAt - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    send(dueAt, i);
    sent++;
  }
  issuing = false;
  if (outstanding > 0) await new Promise((r) => (drained = r));
  generatorDelay.disable();
  const gc = generatorGc.stop();
  if (!givenAgent) agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const elapsedS = (performance.now() - start) / 1000;
  return {
    requests: sent,
    generatorDelayP99Ms: Number((generatorDelay.percentile(99) / 1e6).toFixed(1)),
    generatorDelayMaxMs: Number((generatorDelay.max / 1e6).toFixed(1)),
    generatorGc: gc,
    ...(saturated ? { saturated, planned: total } : {}),
    failures,
    achievedRps: Math.round(latencies.length / elapsedS),
    p50Ms: sorted.length ? Number(percentile(sorted, 0.5).toFixed(1)) : null,
    p99Ms: sorted.length ? Number(percentile(sorted, 0.99).toFixed(1)) : null,
    maxMs: sorted.length ? Number(sorted[sorted.length - 1].toFixed(1)) : null,
  };
}

/**
 * The generator's own garbage-collection pauses during a run. An answer that arrives while the
 * generator is collecting is read (and timed) only after it. With V8's default young generation
 * it collected about 3 times a second at 2,000 req/s, 4 ms each on average, which set about half
 * of a run's p99 on two shared cores. `youngPauses` counts them; `roomy-young-generation.mjs`
 * makes them rare (docs/decisions/072-load-generator-without-its-own-pauses.md).
 */
function watchGeneratorGc() {
  const young = { count: 0, ms: 0, maxMs: 0 };
  let otherMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) {
        young.count++;
        young.ms += entry.duration;
        young.maxMs = Math.max(young.maxMs, entry.duration);
      } else otherMs += entry.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    stop() {
      observer.disconnect();
      return {
        youngPauses: young.count,
        youngPausedMs: Math.round(young.ms),
        youngMaxPauseMs: Number(young.maxMs.toFixed(1)),
        otherPausedMs: Math.round(otherMs),
      };
    },
  };
}
