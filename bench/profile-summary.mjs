// Summarises a V8 CPU profile (`node --cpu-prof`): the functions with the most self time, and
// the share of time under a few named areas (by file path), so a profile of the server under a
// bench can be read without a browser. Usage: node bench/profile-summary.mjs <file.cpuprofile> [top]
import { readFileSync } from 'node:fs';

const [file, topArg = '30'] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/profile-summary.mjs <file.cpuprofile> [top]');
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Self time per node from the sample intervals.
const self = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const idle = [...self].filter(([id]) => byId.get(id).callFrame.functionName === '(idle)');
const idleUs = idle.reduce((a, [, us]) => a + us, 0);
const busy = total - idleUs;

const label = (frame) => {
  const url = frame.url.replace(/^file:\/\//, '').replace(/.*node_modules\//, '');
  return `${frame.functionName || '(anonymous)'} ${url ? `${url}:${frame.lineNumber + 1}` : ''}`;
};
const bySelf = new Map();
for (const [id, us] of self) {
  const key = label(byId.get(id).callFrame);
  bySelf.set(key, (bySelf.get(key) ?? 0) + us);
}
const pct = (us) => `${((100 * us) / busy).toFixed(1)}%`.padStart(6);
console.log(`profile ${(total / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(1)} s`);
console.log('top self time (share of busy time):');
for (const [key, us] of [...bySelf].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg))) {
  if (key.startsWith('(idle)')) continue;
  console.log(`${pct(us)}  ${key}`);
}

// Inclusive time per area: a sample counts for an area when any frame on its stack is in it.
const areas = {
  'pglite (wasm + js)': /@electric-sql\/pglite/,
  'pg driver': /node_modules\/pg(-protocol|-pool)?\//,
  'drizzle-orm': /drizzle-orm/,
  'zod (validation/serialisation)': /node_modules\/zod\//,
  'fast-json-stringify': /fast-json-stringify/,
  'fastify-type-provider-zod': /fastify-type-provider-zod/,
  '@fastify/compress': /@fastify\/compress/,
  'pino (logging)': /node_modules\/pino/,
  'garbage collection': /^\(garbage collector\)$/,
};
const areaUs = Object.fromEntries(Object.keys(areas).map((k) => [k, 0]));
for (const [id, us] of self) {
  const hit = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const frame = byId.get(cur).callFrame;
    for (const [name, re] of Object.entries(areas)) {
      if (re.test(frame.url) || re.test(frame.functionName)) hit.add(name);
    }
  }
  for (const name of hit) areaUs[name] += us;
}
console.log('inclusive time by area (share of busy time):');
for (const [name, us] of Object.entries(areaUs)) console.log(`${pct(us)}  ${name}`);
