import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReaderItemSummary } from '@quietdesk/core/api/reader';
import { ReaderLibrary } from './reader-library';

const item: ReaderItemSummary = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Notes on memory',
  kind: 'paste',
  source: '',
  char_count: 1000,
  position: 250,
  section_count: 0,
  highlight_count: 0,
  created_at: '2026-11-27T10:00:00.000Z',
  opened_at: '2026-11-27T10:00:00.000Z',
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('confirm', () => true);
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderLibrary() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReaderLibrary />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ReaderLibrary', () => {
  it('says when a delete fails, and keeps the item listed', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'DELETE'
        ? Response.json({ detail: 'Too many requests. Try again in a minute.' }, { status: 429 })
        : Response.json([item]),
    );
    renderLibrary();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete “Notes on memory” from your library' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'It could not be deleted. Too many requests. Try again in a minute.',
    );
    expect(screen.getByRole('button', { name: 'Notes on memory' })).toBeTruthy();
  });

  it('a delete that goes through empties the library and says nothing went wrong', async () => {
    let deleted = false;
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'DELETE') {
        deleted = true;
        return new Response(null, { status: 204 });
      }
      return Response.json(deleted ? [] : [item]);
    });
    renderLibrary();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete “Notes on memory” from your library' }),
    );
    expect(await screen.findByText(/^Nothing here yet/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
