import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { processText } from '@quietdesk/core/fixation/process';
import { FixationReader } from './fixation-reader';

const fetchMock = vi.fn<typeof fetch>();

function renderReader() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FixationReader />
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const textarea = () => screen.getByLabelText('Text or web address');
const processButton = () => screen.getByRole('button', { name: /Process Text|Processing/ });
const type = (value: string) => fireEvent.change(textarea(), { target: { value } });
const lastBody = () => JSON.parse(String(fetchMock.mock.calls.at(-1)![1]!.body)) as unknown;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FixationReader', () => {
  it('disables Process Text for blank input', () => {
    renderReader();
    expect(processButton()).toHaveProperty('disabled', true);
    type('   \n  ');
    expect(processButton()).toHaveProperty('disabled', true);
    type('Hello');
    expect(processButton()).toHaveProperty('disabled', false);
  });

  it('sends trimmed text to process-text and shows the output with bold parts', async () => {
    fetchMock.mockResolvedValue(json(200, processText('Hello world', 0.4)));
    renderReader();
    type('  Hello world \n');
    fireEvent.click(processButton());
    await screen.findByRole('region', { name: 'Processed text with fixation bolding' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/fixation-reading/process-text');
    expect(lastBody()).toEqual({
      text: 'Hello world',
      fixation_point_ratio: 0.4,
      include_analysis: true,
    });
    const output = screen.getByRole('region', { name: 'Processed text with fixation bolding' });
    expect([...output.querySelectorAll('b')].map((b) => b.textContent)).toEqual(['He', 'wo']);
    expect(output.textContent).toBe('Hello world');
  });

  it('sends input starting with https:// to process-url (core classifyReaderInput)', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        ...processText('Title\n\nBody text', 0.4),
        title: 'Title',
        source_url: 'https://example.com/a',
      }),
    );
    renderReader();
    type(' https://example.com/a ');
    fireEvent.click(processButton());
    await screen.findByRole('heading', { name: 'Title' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/fixation-reading/process-url');
    expect(lastBody()).toEqual({
      url: 'https://example.com/a',
      fixation_point_ratio: 0.4,
      include_analysis: true,
    });
    expect(screen.getByRole('link', { name: 'https://example.com/a' })).toBeTruthy();
  });

  it("shows the server's detail, then the network message, and clears the output", async () => {
    fetchMock.mockResolvedValueOnce(json(200, processText('First text', 0.4)));
    renderReader();
    type('First text');
    fireEvent.click(processButton());
    await screen.findByRole('button', { name: 'Edit text' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit text' }));

    fetchMock.mockResolvedValueOnce(json(422, { detail: 'The page has no readable text.' }));
    type('https://example.com/empty');
    fireEvent.click(processButton());
    // A page that could not be read also offers pasting its text (the next lines).
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Error: The page has no readable text\.The page could not be read from here\./,
    );
    expect(screen.getByRole('button', { name: /Paste the text instead/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit text' })).toBeNull();

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    type('Some text');
    fireEvent.click(processButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Error: Failed to process text. Please try again.',
      ),
    );
    // Text that failed is already in the box: nothing to paste instead.
    expect(screen.queryByRole('button', { name: /Paste the text instead/ })).toBeNull();

    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 500 }));
    type('https://example.com/broken');
    fireEvent.click(processButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(
        /^Error: Failed to process URLThe page could not be read from here\./,
      ),
    );
  });

  it('shows a script tag as text and never runs it', async () => {
    const evil = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned=2">';
    fetchMock.mockResolvedValue(json(200, processText(evil, 0.4)));
    renderReader();
    type(evil);
    fireEvent.click(processButton());
    const output = await screen.findByRole('region', {
      name: 'Processed text with fixation bolding',
    });
    expect(output.textContent).toBe(evil);
    expect(output.querySelector('script, img')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('re-renders the local preview when the strength slider moves, without a request', () => {
    renderReader();
    type('Reading');
    const preview = screen.getByRole('region', { name: 'Preview with fixation bolding' });
    expect(preview.querySelector('b')?.textContent).toBe('Rea'); // ceil(7 × 0.4) = 3
    const slider = screen.getByLabelText('Fixation strength');
    act(() => {
      fireEvent.change(slider, { target: { value: '0.8' } });
    });
    expect(preview.querySelector('b')?.textContent).toBe('Readin'); // ceil(7 × 0.8) = 6
    expect(slider.getAttribute('aria-valuetext')).toBe('80%');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('changes the strength with [ and ] but not while typing', () => {
    renderReader();
    const slider = screen.getByLabelText('Fixation strength');
    fireEvent.keyDown(window, { key: ']' });
    expect(slider.getAttribute('aria-valuetext')).toBe('45%');
    fireEvent.keyDown(window, { key: '[' });
    fireEvent.keyDown(window, { key: '[' });
    expect(slider.getAttribute('aria-valuetext')).toBe('35%');
    fireEvent.keyDown(textarea(), { key: ']' });
    expect(slider.getAttribute('aria-valuetext')).toBe('35%');
  });

  it('says when speech is unavailable and disables its controls', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    renderReader();
    expect(screen.getByText('Text-to-speech is not available in this browser.')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Text-to-speech' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Play' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Voice')).toHaveProperty('disabled', true);
  });
});
