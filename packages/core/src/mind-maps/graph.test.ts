import { describe, expect, it } from 'vitest';
import { mindMapDataInputSchema, saveMindMapBodySchema } from '../api/mind-maps.ts';
import { checkGraph, edgeIdFor, pathFromRoot, siblingsOf, toForest } from './graph.ts';

const parse = (data: unknown) => mindMapDataInputSchema.parse(data);

describe('map_data input', () => {
  it('fills the defaults of docs/product.md §3: Untitled at 0,0, empty lists', () => {
    expect(parse({ nodes: [{ id: 'a' }] })).toEqual({
      nodes: [{ id: 'a', text: 'Untitled', x: 0, y: 0 }],
      edges: [],
    });
    expect(parse({})).toEqual({ nodes: [], edges: [] });
  });

  it('refuses non-finite coordinates and over-long text', () => {
    expect(parse.bind(null, { nodes: [{ id: 'a', x: Infinity }] })).toThrow(/finite/);
    expect(parse.bind(null, { nodes: [{ id: 'a', x: Number.NaN }] })).toThrow(/finite/);
    expect(parse.bind(null, { nodes: [{ id: 'a', text: 'x'.repeat(201) }] })).toThrow(/200/);
    expect(parse({ nodes: [{ id: 'a', text: 'x'.repeat(200) }] }).nodes[0]!.text).toHaveLength(200);
  });

  it('refuses text PostgreSQL cannot store', () => {
    expect(parse.bind(null, { nodes: [{ id: 'a', text: 'a\u0000b' }] })).toThrow(
      /cannot be stored/,
    );
  });

  it('accepts a save without a version (the product client sends none)', () => {
    expect(saveMindMapBodySchema.parse({ map_data: {} }).version).toBeUndefined();
    expect(() => saveMindMapBodySchema.parse({ map_data: {}, version: 0 })).toThrow();
  });
});

describe('checkGraph', () => {
  const node = (id: string, text = id) => ({ id, text, x: 0, y: 0 });

  it('derives a missing edge id from source and target', () => {
    const result = checkGraph({
      nodes: [node('a'), node('b')],
      edges: [{ source: 'a', target: 'b' }],
    });
    expect(result).toEqual({
      ok: true,
      data: {
        nodes: [node('a'), node('b')],
        edges: [{ id: edgeIdFor('a', 'b'), source: 'a', target: 'b' }],
      },
    });
  });

  it('drops later duplicates of the same source and target, keeping the first', () => {
    const result = checkGraph({
      nodes: [node('a'), node('b')],
      edges: [
        { id: 'first', source: 'a', target: 'b' },
        { id: 'second', source: 'a', target: 'b' },
        { id: 'back', source: 'b', target: 'a' },
      ],
    });
    expect(result.ok && result.data.edges.map((e) => e.id)).toEqual(['first', 'back']);
  });

  it.each([
    [
      'duplicate node ids',
      { nodes: [node('a'), node('a')], edges: [] },
      /Two nodes share the id "a"/,
    ],
    [
      'an edge to a missing node',
      { nodes: [node('a')], edges: [{ id: 'e', source: 'a', target: 'ghost' }] },
      /"ghost", which is not in the map/,
    ],
    [
      'duplicate edge ids',
      {
        nodes: [node('a'), node('b'), node('c')],
        edges: [
          { id: 'e', source: 'a', target: 'b' },
          { id: 'e', source: 'a', target: 'c' },
        ],
      },
      /Two edges share the id "e"/,
    ],
    [
      'a self loop',
      { nodes: [node('a')], edges: [{ id: 'e', source: 'a', target: 'a' }] },
      /to itself/,
    ],
  ])('names the problem with %s', (_label, data, problem) => {
    const result = checkGraph(data);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toMatch(problem);
  });
});

describe('tree helpers', () => {
  const map = {
    nodes: ['root', 'a', 'b', 'c', 'a1'].map((id) => ({ id, text: id.toUpperCase(), x: 0, y: 0 })),
    edges: [
      { id: '1', source: 'root', target: 'a' },
      { id: '2', source: 'root', target: 'b' },
      { id: '3', source: 'root', target: 'c' },
      { id: '4', source: 'a', target: 'a1' },
      { id: '5', source: 'a1', target: 'root' },
    ],
  };

  it('gives the path from the root and the siblings, even with a cycle', () => {
    expect(pathFromRoot(map, 'a1')).toEqual(['ROOT', 'A', 'A1']);
    expect(siblingsOf(map, 'b')).toEqual(['A', 'C']);
    expect(siblingsOf({ nodes: map.nodes, edges: [] }, 'b')).toEqual([]);
  });

  it('turns a cyclic map into a forest that holds every node once', () => {
    const forest = toForest(map);
    const texts: string[] = [];
    const walk = (items: typeof forest) =>
      items.forEach((i) => {
        texts.push(i.text);
        walk(i.children);
      });
    walk(forest);
    expect(texts.sort()).toEqual(['A', 'A1', 'B', 'C', 'ROOT']);
  });
});

describe('checkGraph keeps folding, notes and links', () => {
  it('keeps folded only when true, trims notes and drops empty ones', () => {
    const checked = checkGraph({
      nodes: [
        {
          id: 'a',
          text: 'A',
          x: 0,
          y: 0,
          folded: true,
          note: '  why  ',
          link: 'https://a.example/',
        },
        { id: 'b', text: 'B', x: 0, y: 0, folded: false, note: '   ' },
      ],
      edges: [],
    });
    expect(checked.ok && checked.data.nodes).toEqual([
      { id: 'a', text: 'A', x: 0, y: 0, folded: true, note: 'why', link: 'https://a.example/' },
      { id: 'b', text: 'B', x: 0, y: 0 },
    ]);
  });
});
