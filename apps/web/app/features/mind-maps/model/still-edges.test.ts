import { getSmoothStepPath, Position } from '@xyflow/react';
import { describe, expect, it } from 'vitest';
import { toFlow, type MindEdge, type MindNode } from './flow';
import { splitEdges, stillEdgeAt, stillEdgePath, stillEdgePaths } from './still-edges';

const node = (id: string, x: number, y: number, extra: Partial<MindNode> = {}): MindNode => ({
  id,
  type: 'mind',
  position: { x, y },
  data: { text: id },
  ...extra,
});
const edge = (source: string, target: string, selected = false): MindEdge => ({
  id: `${source}-${target}`,
  source,
  target,
  selected,
});

describe('still edges of big maps', () => {
  it('keeps selected edges and every edge of a selected node for React Flow', () => {
    const nodes = [node('a', 0, 0), node('b', 0, 100, { selected: true }), node('c', 0, 200)];
    const edges = [edge('a', 'b'), edge('b', 'c'), edge('a', 'c', true), edge('c', 'a')];
    const { live, still } = splitEdges(nodes, edges);
    expect(live.map((e) => e.id)).toEqual(['a-b', 'b-c', 'a-c']);
    expect(still.map((e) => e.id)).toEqual(['c-a']);
  });

  it('draws the editor edge: from the side of the source facing the target to the facing side', () => {
    const source = node('s', 10, 20, { measured: { width: 200, height: 40 } });
    const target = node('t', 300, 200, { measured: { width: 120, height: 38 } });
    const [rightwards] = getSmoothStepPath({
      sourceX: 10 + 200,
      sourceY: 20 + 20,
      sourcePosition: Position.Right,
      targetX: 300,
      targetY: 200 + 19,
      targetPosition: Position.Left,
    });
    expect(stillEdgePath(source, target)).toBe(rightwards);
    // A child on the left of its parent: out of the parent's left side, into the child's right.
    const [leftwards] = getSmoothStepPath({
      sourceX: 300,
      sourceY: 200 + 19,
      sourcePosition: Position.Left,
      targetX: 10 + 200,
      targetY: 20 + 20,
      targetPosition: Position.Right,
    });
    expect(stillEdgePath(target, source)).toBe(leftwards);
  });

  it('counts an unmeasured node of a big map with its assumed size', () => {
    const graph = {
      nodes: Array.from({ length: 300 }, (_, i) => ({ id: `n${i}`, text: 'x', x: i * 10, y: 0 })),
      edges: [],
    };
    const [a, b] = toFlow(graph).nodes;
    const measuredA = { ...a!, measured: { width: 150, height: 38 } };
    const measuredB = { ...b!, measured: { width: 150, height: 38 } };
    expect(stillEdgePath(a!, b!)).toBe(stillEdgePath(measuredA, measuredB));
  });

  it('reuses a path while its ends stay put, redraws it when one moves or is resized, forgets removed edges', () => {
    const cache = new Map<string, { key: string; path: string }>();
    const nodes = [node('a', 0, 0), node('b', 0, 100), node('c', 50, 200)];
    const edges = [edge('a', 'b'), edge('b', 'c')];
    const first = stillEdgePaths(nodes, edges, cache);
    expect(first.map((p) => p.id)).toEqual(['a-b', 'b-c']);
    const again = stillEdgePaths([...nodes], edges, cache);
    expect(again[0]!.path).toBe(first[0]!.path);

    const moved = [nodes[0]!, node('b', 40, 100), nodes[2]!];
    const after = stillEdgePaths(moved, edges, cache);
    expect(after[0]!.path).not.toBe(first[0]!.path);
    expect(after[0]!.path).toBe(stillEdgePath(moved[0]!, moved[1]!));

    const resized = [
      nodes[0]!,
      nodes[1]!,
      node('c', 50, 200, { measured: { width: 400, height: 60 } }),
    ];
    expect(stillEdgePaths(resized, edges, cache)[1]!.path).toBe(
      stillEdgePath(resized[1]!, resized[2]!),
    );

    stillEdgePaths(nodes, [edges[0]!], cache);
    expect([...cache.keys()]).toEqual(['a-b']);
  });

  it('skips an edge whose node is gone instead of throwing', () => {
    expect(stillEdgePaths([node('a', 0, 0)], [edge('a', 'missing')], new Map())).toEqual([]);
  });

  it('picks the edge under a click within the tolerance, the nearest of two, or none', () => {
    // Nodes of the assumed 150 × 38. a (0,0) beside b (300,0): a straight edge along y = 19
    // from x = 150 to x = 300. c (300,200): an edge from a's right side that goes right along
    // y = 19, down at x = 225 and right into c's left side at y = 219.
    const nodes = [node('a', 0, 0), node('b', 300, 0), node('c', 300, 200)];
    const paths = stillEdgePaths(nodes, [edge('a', 'b'), edge('a', 'c')], new Map());
    expect(stillEdgeAt(paths, { x: 262, y: 22 }, 10)).toBe('a-b');
    expect(stillEdgeAt(paths, { x: 228, y: 120 }, 10)).toBe('a-c');
    expect(stillEdgeAt(paths, { x: 260, y: 160 }, 10)).toBeNull();
    expect(stillEdgeAt(paths, { x: 275, y: 34 }, 10)).toBeNull();
    expect(stillEdgeAt(paths, { x: 275, y: 34 }, 20)).toBe('a-b');
  });
});
