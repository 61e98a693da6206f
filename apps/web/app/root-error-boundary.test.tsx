import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './root';

type Props = Parameters<typeof ErrorBoundary>[0];
const show = (error: unknown) =>
  render(
    <MemoryRouter>
      <ErrorBoundary {...({ error, params: {} } as unknown as Props)} />
    </MemoryRouter>,
  );

describe('root error boundary', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('never shows the error message to the visitor; the console keeps it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('No result found for routeId "routes/blog-post"');
    show(error);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('routeId');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(
      '/app/dashboard',
    );
    expect(log).toHaveBeenCalledWith(error);
  });

  it('shows Page Not Found for a 404 response (its code loads when needed)', async () => {
    show({ status: 404, statusText: 'Not Found', internal: false, data: 'Not found' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
  });
});
