// Open-loop load at a fixed rate: request i is due at start + i/rate whatever happened before,
// and its latency is counted from that due time. A closed-loop tool with few connections waits
// for slow answers before sending more and so hides them (coordinated omission); one with many
// connections and a per-second budget sends bursts that no real fixed-rate load would.
import http from 'node:http';

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

export async function openLoopLoad({ url, method = 'GET', headers = {}, body, rate, durationMs }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(url);
  const payload = body === undefined ? undefined : Buffer.from(body);
  const total = Math.round((rate * durationMs) / 1000);
  const latencies = [];
  let failures = 0;

  const send = (dueAt) =>
    new Promise((resolve) => {
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method,
          headers: payload ? { ...headers, 'content-length': payload.length } : headers,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) latencies.push(performance.now() - dueAt);
            else failures++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        failures++;
        resolve();
      });
      req.end(payload);
    });

  const start = performance.now() + 50;
  const inFlight = [];
  for (let i = 0; i < total; i++) {
    const dueAt = start + (i * 1000) / rate;
    const wait = dueAt - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(send(dueAt));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const elapsedS = (performance.now() - start) / 1000;
  return {
    requests: total,
    failures,
    achievedRps: Math.round(latencies.length / elapsedS),
    p50Ms: Number(percentile(sorted, 0.5).toFixed(1)),
    p99Ms: Number(percentile(sorted, 0.99).toFixed(1)),
    maxMs: Number(sorted[sorted.length - 1].toFixed(1)),
  };
}
