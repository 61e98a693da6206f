import type { MindMapData } from '@quietdesk/core/api/ai';
import { describe, expect, it } from 'vitest';
import {
  OfflineNoKnowledgeError,
  expandOfflineMindMapNode,
  generateOfflineMindMap,
} from './index.ts';
import { boxOf, overlaps } from './layout.ts';

/** Every rule the product relies on; returns the broken ones so a failure says which. */
export function mapProblems(map: MindMapData): string[] {
  const problems: string[] = [];
  const ids = new Set(map.nodes.map((n) => n.id));
  const labels = map.nodes.map((n) => n.text.trim().toLowerCase());
  if (ids.size !== map.nodes.length) problems.push('duplicate ids');
  if (new Set(labels).size !== labels.length) problems.push('duplicate labels');
  if (map.nodes.some((n) => !n.text.trim() || n.text.length > 80)) problems.push('bad label');
  const parentCount = new Map<string, number>();
  for (const e of map.edges) {
    if (e.id !== `e-${e.source}-${e.target}`) problems.push('edge id');
    if (!ids.has(e.source) || !ids.has(e.target)) problems.push('dangling edge');
    parentCount.set(e.target, (parentCount.get(e.target) ?? 0) + 1);
  }
  const roots = map.nodes.filter((n) => !parentCount.has(n.id));
  if (roots.length !== 1 || [...parentCount.values()].some((c) => c > 1))
    problems.push('not a tree');
  const depth = new Map([[roots[0]?.id, 0]]);
  for (let grew = true; grew;) {
    grew = false;
    for (const e of map.edges) {
      if (depth.has(e.source) && !depth.has(e.target)) {
        depth.set(e.target, depth.get(e.source)! + 1);
        grew = true;
      }
    }
  }
  if (depth.size !== map.nodes.length) problems.push('not connected');
  if (Math.max(...depth.values()) < 2) problems.push('too shallow');
  const boxes = map.nodes.map(boxOf);
  boxes.forEach((a, i) => {
    if (boxes.slice(i + 1).some((b) => overlaps(a, b, 0))) problems.push('overlap');
  });
  return [...new Set(problems)];
}

describe('generateOfflineMindMap', () => {
  it.each(['photosynthesis', 'the French Revolution', 'volcano', 'supply and demand', 'cell'])(
    'builds a readable, true map for %s',
    async (topic) => {
      const map = await generateOfflineMindMap(topic);
      expect(mapProblems(map.map_data)).toEqual([]);
      expect(map.map_data.nodes.length).toBeGreaterThanOrEqual(12);
      expect(map.map_data.nodes[0]?.text.toLowerCase()).toBe(topic.toLowerCase());
    },
  );

  it('states WordNet facts: title, definition, kinds, parts and hypernym tags', async () => {
    const map = await generateOfflineMindMap('heart (internal organ)');
    const labels = map.map_data.nodes.map((n) => n.text);
    expect(map.title).toBe('Heart');
    expect(map.description).toMatch(/hollow muscular organ/);
    expect(map.tags).toEqual(['internal organ']);
    expect(labels).toEqual(expect.arrayContaining(['What it is', 'Parts', 'heart valve']));
  });

  it('title-cases the title and keeps the companion concept of a compound topic', async () => {
    const map = await generateOfflineMindMap('supply and demand');
    expect(map.title).toBe('Supply and Demand');
    expect(map.map_data.nodes.map((n) => n.text)).toContain('Demand');
  });

  it('asks questions instead of inventing answers when WordNet knows little', async () => {
    const map = await generateOfflineMindMap('climate change');
    const labels = map.map_data.nodes.map((n) => n.text);
    expect(labels).toContain('Questions to explore');
    expect(labels).toContain('Why does it matter?');
  });

  it('is deterministic', async () => {
    expect(await generateOfflineMindMap('volcano')).toEqual(
      await generateOfflineMindMap('volcano'),
    );
  });

  it('refuses a topic it knows nothing about, with a helpful message', async () => {
    const error = await generateOfflineMindMap('xyzzy').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OfflineNoKnowledgeError);
    expect((error as Error).message).toMatch(
      /“xyzzy”.*start a blank map and write your own outline/,
    );
    expect((error as Error).message).not.toMatch(/AI_PROVIDER/);
  });
});

describe('expandOfflineMindMapNode', () => {
  it('adds new children of a node, keeping the map a tree without duplicates or overlaps', async () => {
    const { map_data } = await generateOfflineMindMap('river');
    const stream = map_data.nodes.find((n) => n.text === 'stream')!;
    const expanded = await expandOfflineMindMapNode(map_data, stream.id);
    const added = expanded.nodes.slice(map_data.nodes.length);
    expect(added.length).toBeGreaterThan(0);
    expect(expanded.nodes.slice(0, map_data.nodes.length)).toEqual(map_data.nodes);
    expect(expanded.edges.filter((e) => e.source === stream.id).length).toBe(
      map_data.edges.filter((e) => e.source === stream.id).length + added.length,
    );
    expect(mapProblems(expanded)).toEqual([]);
  });

  it('uses the root topic to choose the sense of the node', async () => {
    const map = (root: string): MindMapData => ({
      nodes: [
        { id: 'r', text: root, x: 0, y: 0 },
        { id: 'b', text: 'bank', x: 300, y: 0 },
      ],
      edges: [{ id: 'e-r-b', source: 'r', target: 'b' }],
    });
    const river = await expandOfflineMindMapNode(map('River'), 'b');
    const money = await expandOfflineMindMapNode(map('Money'), 'b');
    expect(river.nodes[2]?.text).toMatch(/^Sloping land/);
    expect(money.nodes[2]?.text).toMatch(/financial institution/);
  });

  it('expands a branch title with more of that relation only, and refuses when none are left', async () => {
    const { map_data } = await generateOfflineMindMap('river');
    const parts = map_data.nodes.find((n) => n.text === 'Parts')!;
    await expect(expandOfflineMindMapNode(map_data, parts.id)).rejects.toThrow(
      OfflineNoKnowledgeError,
    );
  });

  it('rejects an unknown node id', async () => {
    const { map_data } = await generateOfflineMindMap('river');
    await expect(expandOfflineMindMapNode(map_data, 'nope')).rejects.toThrow(RangeError);
  });
});
