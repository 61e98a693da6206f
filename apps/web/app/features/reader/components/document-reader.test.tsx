import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReaderItem } from '@quietdesk/core/api/reader';
import { readerKeys } from '../api/query-keys';
import { DocumentReader } from './document-reader';

const ID = '00000000-0000-4000-8000-000000000001';
const PARAGRAPHS = Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1}.`);
const TEXT = PARAGRAPHS.join('\n\n');
const PLACE = TEXT.indexOf('Paragraph 9.');

const item: ReaderItem = {
  id: ID,
  title: 'Notes on memory',
  kind: 'paste',
  source: '',
  char_count: TEXT.length,
  position: PLACE,
  section_count: 0,
  highlight_count: 0,
  created_at: '2026-11-27T10:00:00.000Z',
  opened_at: '2026-11-27T10:00:00.000Z',
  text: TEXT,
  sections: [],
  highlights: [],
};

const fetchMock = vi.fn<typeof fetch>();
const patchedPositions = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([, init]) => (JSON.parse(String(init!.body)) as { position: number }).position);

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_url, init) =>
    Response.json({ ...item, position: JSON.parse(String(init!.body)).position }),
  );
  vi.stubGlobal('fetch', fetchMock);
  // happy-dom lays nothing out: every paragraph sits below the reading line, so the first one
  // is "at the top of the screen" whenever the page scrolls (as at the top of the page).
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 200, width: 100, height: 20 }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('DocumentReader', () => {
  it('saves the place once on Close, and a scroll before it has gone does not move it', async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    client.setQueryData(readerKeys.item(ID), item);
    // The library closes it by navigating (?item= removed), which React Router finishes a moment
    // later: until then the reader is still on the page while the person scrolls up.
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={client}>
        <DocumentReader itemId={ID} highlightId={null} onClose={onClose} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(patchedPositions()).toEqual([PLACE]));

    act(() => void window.dispatchEvent(new Event('scroll')));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(patchedPositions()).toEqual([PLACE]);
  });

  it('saves where the person scrolled to while it is open', async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    client.setQueryData(readerKeys.item(ID), item);
    render(
      <QueryClientProvider client={client}>
        <DocumentReader itemId={ID} highlightId={null} onClose={() => {}} />
      </QueryClientProvider>,
    );
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(patchedPositions()).toEqual([0]), { timeout: 2_000 });
  });
});
