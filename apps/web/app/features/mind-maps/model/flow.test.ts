import { describe, expect, it } from 'vitest';
import {
  BIG_MAP_NODES,
  fromFlow,
  handlesFor,
  handlesFromMeasurement,
  toFlow,
  unselectChanges,
  type MindNode,
} from './flow';

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
    expect(after[0]!.handles).toEqual(handlesFor(212, 40));
    expect(after[1]!.handles).toBeDefined();
  });

  it('sets the handles of the nodes React Flow has measured from their size, and only theirs', () => {
    const nodes = toFlow(graph(BIG_MAP_NODES)).nodes;
    expect(handlesFromMeasurement(nodes, [])).toBe(nodes);
    const measured = nodes.map((n) =>
      n.id === 'n1' ? { ...n, measured: { width: 212, height: 60 } } : n,
    );
    const next = handlesFromMeasurement(measured, ['n1']);
    expect(next[1]!.handles).toEqual(handlesFor(212, 60));
    expect(next[1]!.handles![1]).toMatchObject({ x: 101, y: 55, type: 'source' });
    expect(next[0]!.handles).toEqual(handlesFor(150, 38));
    expect(handlesFromMeasurement(next, ['n1'])).toBe(next);
    const small = toFlow(graph(3)).nodes.map((n) => ({
      ...n,
      measured: { width: 200, height: 40 },
    }));
    expect(handlesFromMeasurement(small, ['n0'])).toBe(small);
  });
});

describe('unselectChanges', () => {
  it('unselects exactly the selected items', () => {
    expect(
      unselectChanges([{ id: 'a', selected: true }, { id: 'b' }, { id: 'c', selected: false }]),
    ).toEqual([{ type: 'select', id: 'a', selected: false }]);
  });
});

describe('a generated node’s source', () => {
  it('survives the round trip through React Flow, and a node without one gets none', () => {
    const source = { kind: 'encyclopedia' as const, title: 'Water cycle', section: 'Evaporation' };
    const map = {
      nodes: [
        { id: 'a', text: 'Evaporation', x: 1, y: 2, source },
        { id: 'b', text: 'mine', x: 3, y: 4 },
      ],
      edges: [{ id: 'e', source: 'a', target: 'b' }],
    };
    const { nodes, edges } = toFlow(map);
    expect(fromFlow(nodes, edges)).toEqual(map);
  });
});
