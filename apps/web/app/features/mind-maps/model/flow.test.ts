import { describe, expect, it } from 'vitest';
import { BIG_MAP_NODES, forgetAssumedHandles, toFlow, type MindNode } from './flow';

const graph = (count: number) => ({
  nodes: Array.from({ length: count }, (_, i) => ({ id: `n${i}`, text: `Idea ${i}`, x: i, y: 0 })),
  edges: [],
});

describe('toFlow on big maps', () => {
  it('gives the nodes of a big map an assumed size and handles, and a small map none', () => {
    const big = toFlow(graph(BIG_MAP_NODES)).nodes;
    expect(big[0]).toMatchObject({ initialWidth: 150, initialHeight: 38 });
    expect(big[0]!.handles?.map((h) => h.type)).toEqual(['target', 'source']);
    const small = toFlow(graph(BIG_MAP_NODES - 1)).nodes;
    expect(small[0]).not.toHaveProperty('handles');
    expect(small[0]).not.toHaveProperty('initialWidth');
  });

  it('keeps the measured size of nodes that stay, and assumes nothing for them', () => {
    const before: MindNode[] = toFlow(graph(BIG_MAP_NODES)).nodes.map((n, i) =>
      i === 0 ? { ...n, handles: undefined, measured: { width: 212, height: 40 } } : n,
    );
    const after = toFlow(graph(BIG_MAP_NODES), before).nodes;
    expect(after[0]!.measured).toEqual({ width: 212, height: 40 });
    expect(after[0]!.handles).toBeUndefined();
    expect(after[1]!.handles).toBeDefined();
  });

  it('drops the assumed handles of the nodes React Flow has measured, and only theirs', () => {
    const nodes = toFlow(graph(BIG_MAP_NODES)).nodes;
    expect(forgetAssumedHandles(nodes, [])).toBe(nodes);
    const next = forgetAssumedHandles(nodes, ['n1']);
    expect(next[1]!.handles).toBeUndefined();
    expect(next[0]!.handles).toBeDefined();
    expect(forgetAssumedHandles(next, ['n1'])).toBe(next);
  });
});
