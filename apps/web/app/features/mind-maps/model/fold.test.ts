import { describe, expect, it } from 'vitest';
import { toFlow, fromFlow } from './flow';
import { decorate, descendantsOf, hiddenByFolding, treeChildren } from './fold';
import { markRecall, recallHidden, recallStep, recallTally, reveal, startRecall } from './recall';

// root → a → a1, root → b; a cross link b → a1 does not make a1 b's child.
const graph = {
  nodes: [
    { id: 'root', text: 'Cells', x: 0, y: 0 },
    { id: 'a', text: 'Wall', x: 0, y: 0, folded: true, note: 'Plants', link: 'https://e.org/' },
    { id: 'a1', text: 'Cellulose', x: 0, y: 0 },
    { id: 'b', text: 'Nucleus', x: 0, y: 0 },
  ],
  edges: [
    { id: 'e1', source: 'root', target: 'a' },
    { id: 'e2', source: 'a', target: 'a1' },
    { id: 'e3', source: 'root', target: 'b' },
    { id: 'e4', source: 'b', target: 'a1' },
  ],
};

describe('folding', () => {
  it('a folded node hides its tree branch and the edges into it; counts are tree children', () => {
    const flow = toFlow(graph);
    const children = treeChildren(flow.edges);
    const hidden = hiddenByFolding(flow.nodes, children);
    expect([...hidden]).toEqual(['a1']);
    const shown = decorate(flow.nodes, flow.edges, { hidden, children, levels: new Map() });
    expect(shown.nodes.map((n) => [n.id, !!n.hidden, n.data.childCount ?? 0])).toEqual([
      ['root', false, 2],
      ['a', false, 1],
      ['a1', true, 0],
      ['b', false, 0],
    ]);
    expect(shown.edges.filter((e) => e.hidden).map((e) => e.id)).toEqual(['e2', 'e4']);
  });

  it('keeps unchanged nodes as they were and never saves what it shows', () => {
    const flow = toFlow(graph);
    const children = treeChildren(flow.edges);
    const decoration = {
      hidden: hiddenByFolding(flow.nodes, children),
      children,
      levels: new Map([['b', { level: 'known' as const, cards: 2 }]]),
    };
    const once = decorate(flow.nodes, flow.edges, decoration);
    const twice = decorate(once.nodes, once.edges, decoration);
    expect(twice.nodes).toBe(once.nodes);
    expect(twice.edges).toBe(once.edges);
    expect(once.nodes[3]!.data.level).toBe('known');
    expect(once.nodes[3]!.data.cards).toBe(2);
    expect(once.nodes[3]!.ariaLabel).toMatch(/\(Known, from 2 cards\)/);
    // Saved: folded, note and link; not the count, the level or hidden.
    expect(fromFlow(once.nodes, once.edges)).toEqual(graph);
  });

  it('walks a branch breadth first and survives cycles', () => {
    const children = treeChildren([
      { source: 'r', target: 'x' },
      { source: 'r', target: 'y' },
      { source: 'x', target: 'x1' },
      { source: 'x1', target: 'r' },
    ]);
    expect(descendantsOf(children, 'r')).toEqual(['x', 'y', 'x1']);
  });
});

describe('recall', () => {
  it('hides everything below the start, reveals one branch at a time and tallies marks', () => {
    const children = treeChildren(graph.edges);
    let session = startRecall(children, 'root');
    expect([...recallHidden(session)]).toEqual(['a', 'b', 'a1']);
    expect(recallStep(session)).toEqual({ kind: 'recall', nodeId: 'a' });
    // Marking before revealing does nothing.
    expect(markRecall(session, 'knew')).toBe(session);
    session = reveal(session);
    expect(recallStep(session)).toEqual({ kind: 'mark', nodeId: 'a' });
    // Revealing again before marking does nothing.
    expect(reveal(session)).toBe(session);
    session = markRecall(session, 'knew');
    session = markRecall(reveal(session), 'missed');
    session = markRecall(reveal(session), 'knew');
    expect(recallStep(session)).toEqual({ kind: 'done' });
    expect(recallHidden(session).size).toBe(0);
    expect(recallTally(session)).toEqual({ knew: 2, missed: 1, total: 3 });
  });

  it('can start from a chosen node', () => {
    const session = startRecall(treeChildren(graph.edges), 'a');
    expect(session.order).toEqual(['a1']);
  });
});
