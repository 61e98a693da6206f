import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  afterEach(cleanup);

  it('is titled Page Not Found and offers Go to Dashboard', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(
      '/app/dashboard',
    );
  });

  it('inside a layout that has the main landmark it adds none of its own', () => {
    render(
      <MemoryRouter>
        <main>
          <NotFoundPage embedded />
        </main>
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
  });
});
