import { describe, expect, it } from 'vitest';
import { addChild, addSibling } from './tree-edit';

const base = {
  nodes: [
    { id: 'r', text: 'Root', x: 0, y: 0 },
    { id: 'a', text: 'A', x: 280, y: 0 },
  ],
  edges: [{ id: 'era', source: 'r', target: 'a' }],
};

describe('keyboard tree edits', () => {
  it('adds a child beside a leaf and below the last child otherwise', () => {
    const first = addChild(base, 'a', 'c1');
    expect(first.map.nodes.at(-1)).toEqual({ id: 'c1', text: '', x: 560, y: 0 });
    expect(first.map.edges.at(-1)).toMatchObject({ source: 'a', target: 'c1' });
    const second = addChild(first.map, 'a', 'c2');
    expect(second.map.nodes.at(-1)).toMatchObject({ x: 560, y: 64 });
  });

  it('grows a branch on the left of the root to the left', () => {
    const left = {
      nodes: [...base.nodes, { id: 'l', text: 'L', x: -280, y: 0 }],
      edges: [...base.edges, { id: 'erl', source: 'r', target: 'l' }],
    };
    expect(addChild(left, 'l', 'c').map.nodes.at(-1)).toMatchObject({ x: -560, y: 0 });
  });

  it('adds a sibling under the same parent, or a new root below a root', () => {
    const sibling = addSibling(base, 'a', 's');
    expect(sibling.map.edges.at(-1)).toMatchObject({ source: 'r', target: 's' });
    expect(sibling.map.nodes.at(-1)).toMatchObject({ x: 280, y: 64 });
    const root = addSibling(base, 'r', 'r2');
    expect(root.map.edges).toHaveLength(1);
    expect(root.map.nodes.at(-1)).toMatchObject({ x: 0, y: 128 });
  });
});
