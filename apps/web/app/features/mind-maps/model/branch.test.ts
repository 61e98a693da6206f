import { describe, expect, it } from 'vitest';
import { toMarkdownOutline } from '@quietdesk/core/mind-maps/outline';
import { branchNodeIds } from './branch';

const graph = {
  nodes: [
    { id: 'r', text: 'Cells', x: 0, y: 0 },
    { id: 'a', text: 'Wall', x: 1, y: 0, note: 'two lines\nof note' },
    { id: 'a1', text: 'Cellulose', x: 2, y: 0 },
    { id: 'b', text: 'Nucleus', x: 1, y: 1 },
  ],
  edges: [
    { id: 'r-a', source: 'r', target: 'a' },
    { id: 'a-a1', source: 'a', target: 'a1' },
    { id: 'r-b', source: 'r', target: 'b' },
  ],
};

describe('branchNodeIds', () => {
  it('lists the branch’s node ids in the order its outline lists the items', () => {
    const ids = branchNodeIds(graph, 'r', graph);
    const items = toMarkdownOutline(graph, 'r')
      .split('\n')
      .filter((line) => /^\s*- /.test(line))
      .map((line) => line.trim().slice(2));
    expect(ids).toEqual(['r', 'a', 'a1', 'b']);
    expect(items).toEqual(['Cells', 'Wall', 'Cellulose', 'Nucleus']);
    expect(branchNodeIds(graph, 'a', graph)).toEqual(['a', 'a1']);
    // A cross link and a cycle: each node once, under its first parent.
    const crossed = {
      ...graph,
      edges: [
        ...graph.edges,
        { id: 'b-a1', source: 'b', target: 'a1' },
        { id: 'a1-r', source: 'a1', target: 'r' },
      ],
    };
    const crossedItems = toMarkdownOutline(crossed, 'r').match(/^\s*- /gm)!.length;
    expect(branchNodeIds(crossed, 'r', crossed)).toEqual(['r', 'a', 'a1', 'b']);
    expect(crossedItems).toBe(4);
  });

  it('leaves out (as "") nodes the saved map does not hold yet', () => {
    const saved = { ...graph, nodes: graph.nodes.filter((n) => n.id !== 'a1') };
    expect(branchNodeIds(graph, 'r', saved)).toEqual(['r', 'a', '', 'b']);
    expect(branchNodeIds(graph, 'r', undefined)).toEqual(['', '', '', '']);
  });
});
