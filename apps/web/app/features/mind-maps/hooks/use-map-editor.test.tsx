import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MindMap, StoredMapData } from '@quietdesk/core/api/mind-maps';
import { readDraft, writeDraft } from '../model/draft';
import { useMapEditor } from './use-map-editor';

const ID = '00000000-0000-4000-8000-0000000000aa';

const graph = (...texts: string[]): StoredMapData => ({
  nodes: texts.map((text, i) => ({ id: `n${i}`, text, x: i * 200, y: 0 })),
  edges: texts.slice(1).map((_, i) => ({ id: `e${i}`, source: 'n0', target: `n${i + 1}` })),
});

const map = (mapData: StoredMapData, version: number): MindMap => ({
  id: ID,
  title: 'Cells',
  description: '',
  tags: [],
  is_favorite: false,
  node_count: mapData.nodes.length,
  plan_id: null,
  created_at: '2026-01-05T09:00:00.000Z',
  updated_at: '2026-01-05T09:00:00.000Z',
  map_data: mapData,
  version,
  engine: null,
});

type Put = { map_data: StoredMapData; version?: number };

/** A server holding one map: GET answers it, PUT saves when the version matches (else 409). */
function server(initial: MindMap) {
  let stored = initial;
  const puts: Put[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      expect(url).toBe(`/api/mind-maps/${ID}`);
      if (!init?.method || init.method === 'GET') return Response.json(stored);
      const body = JSON.parse(init.body as string) as Put;
      puts.push(body);
      if (body.version !== stored.version)
        return Response.json({ detail: 'Saved elsewhere in the meantime.' }, { status: 409 });
      stored = map(body.map_data, stored.version + 1);
      return Response.json(stored);
    }),
  );
  return { puts, stored: () => stored };
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useMapEditor(ID), { wrapper }).result;
}

const texts = (editor: { current: () => StoredMapData }) =>
  editor.current().nodes.map((n) => n.text);

describe('useMapEditor', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('loads the map, and an edit is unsaved until undone', async () => {
    server(map(graph('Cell', 'Nucleus'), 3));
    const editor = open();
    await waitFor(() => expect(editor.current.load.status).toBe('loaded'));
    expect(texts(editor.current)).toEqual(['Cell', 'Nucleus']);
    expect(editor.current.dirty).toBe(false);
    expect(editor.current.canUndo).toBe(false);

    act(() => editor.current.commitText('n1', 'Nucleus (control centre)'));
    expect(texts(editor.current)).toEqual(['Cell', 'Nucleus (control centre)']);
    expect(editor.current.dirty).toBe(true);
    expect(editor.current.canUndo).toBe(true);

    act(() => editor.current.undo());
    expect(texts(editor.current)).toEqual(['Cell', 'Nucleus']);
    expect(editor.current.canRedo).toBe(true);
    act(() => editor.current.redo());
    expect(texts(editor.current)).toEqual(['Cell', 'Nucleus (control centre)']);
  });

  it('saves with the version it read, and the answer becomes the next base', async () => {
    const api = server(map(graph('Cell'), 3));
    const editor = open();
    await waitFor(() => expect(editor.current.load.status).toBe('loaded'));

    act(() => editor.current.addRelated('n0', 'child'));
    await act(() => editor.current.save());
    expect(api.puts.map((p) => p.version)).toEqual([3]);
    expect(api.puts[0]!.map_data.nodes).toHaveLength(2);
    expect(editor.current.dirty).toBe(false);
    expect(editor.current.toast).toEqual({ kind: 'success', text: 'Mind map saved successfully!' });
    expect(editor.current.map?.version).toBe(4);

    act(() => editor.current.commitText('n0', 'Animal cell'));
    await act(() => editor.current.save());
    expect(api.puts.map((p) => p.version)).toEqual([3, 4]);
    expect(api.stored().map_data.nodes[0]!.text).toBe('Animal cell');
  });

  it('a save over a newer version is a conflict, and the edits stay on screen', async () => {
    const api = server(map(graph('Cell'), 3));
    const editor = open();
    await waitFor(() => expect(editor.current.load.status).toBe('loaded'));
    // Saved on another device meanwhile.
    api.stored().version = 5;

    act(() => editor.current.commitText('n0', 'Plant cell'));
    await act(() => editor.current.save());
    expect(editor.current.conflict).toBe('Saved elsewhere in the meantime.');
    expect(editor.current.dirty).toBe(true);
    expect(texts(editor.current)).toEqual(['Plant cell']);
    expect(editor.current.saveError).toBeNull();
  });

  it('unsaved edits kept on this device come back on the next visit, on their own version', async () => {
    const api = server(map(graph('Cell'), 7));
    writeDraft({ mapId: ID, baseVersion: 6, mapData: graph('Cell', 'Ribosome'), savedAt: 1 });
    const editor = open();
    await waitFor(() => expect(editor.current.load.status).toBe('loaded'));
    expect(texts(editor.current)).toEqual(['Cell', 'Ribosome']);
    expect(editor.current.restoredDraft).toBe(true);
    expect(editor.current.dirty).toBe(true);

    // Saved from version 6 while the server has 7: reported, not written over.
    await act(() => editor.current.save());
    expect(api.puts.map((p) => p.version)).toEqual([6]);
    expect(editor.current.conflict).not.toBeNull();

    // "Discard them": the server's map again, and the draft is gone.
    act(() => editor.current.discardDraft());
    await waitFor(() => expect(texts(editor.current)).toEqual(['Cell']));
    expect(readDraft(ID)).toBeNull();
    expect(editor.current.restoredDraft).toBe(false);
  });
});
