// What folding costs the editor on a 2,000-node map (a tree, four children a node, every 50th
// node folded): model/fold.ts runs when nodes or edges are added or removed, on load and undo,
// never on a drag step. The baseline is toFlow, which every load and undo already runs.
// Run: npx tsx bench/mind-map-fold.bench.ts
import { toFlow } from '../apps/web/app/features/mind-maps/model/flow.ts';
import {
  decorate,
  hiddenByFolding,
  treeChildren,
} from '../apps/web/app/features/mind-maps/model/fold.ts';

const N = 2000;
const nodes = [] as { id: string; text: string; x: number; y: number; folded?: boolean }[];
const edges = [] as { id: string; source: string; target: string }[];
for (let i = 0; i < N; i++) {
  nodes.push({
    id: `n${i}`,
    text: `Node ${i}`,
    x: i,
    y: i,
    ...(i % 50 === 1 ? { folded: true } : {}),
  });
  if (i) edges.push({ id: `e${i}`, source: `n${Math.floor((i - 1) / 4)}`, target: `n${i}` });
}
const map = { nodes, edges };
const time = (f: () => void, runs = 60) => {
  for (let i = 0; i < 10; i++) f();
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    f();
    t.push(performance.now() - s);
  }
  t.sort((a, b) => a - b);
  return {
    median: t[Math.floor(runs / 2)]!.toFixed(2),
    p95: t[Math.floor(runs * 0.95)]!.toFixed(2),
  };
};
const flow = toFlow(map);
const full = () => {
  const children = treeChildren(flow.edges);
  return decorate(flow.nodes, flow.edges, {
    children,
    hidden: hiddenByFolding(flow.nodes, children),
    levels: new Map(),
  });
};
const once = full();
const again = () => {
  const children = treeChildren(once.edges);
  decorate(once.nodes, once.edges, {
    children,
    hidden: hiddenByFolding(once.nodes, children),
    levels: new Map(),
  });
};
console.log(
  'baseline toFlow (every load/undo):',
  time(() => toFlow(map)),
);
console.log('decorate, first time (all nodes new):', time(full));
console.log('decorate, nothing changed (a put after a remove/connect):', time(again));
console.log(
  'hidden by folding:',
  [...hiddenByFolding(once.nodes, treeChildren(once.edges))].length,
);
