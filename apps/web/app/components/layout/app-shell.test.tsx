import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppShell } from './app-shell';

function renderShell(path = '/app/dashboard') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <AppShell soundPlayer={<button type="button">Sound slot</button>}>
              <p>Page body</p>
            </AppShell>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AppShell', () => {
  afterEach(cleanup);

  it('links to the dashboard, the five tools and help, and renders slots', () => {
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = [...nav.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(hrefs).toEqual([
      ['Dashboard', '/app/dashboard'],
      ['AI Planner', '/app/ai-planner'],
      ['Focus Timer', '/app/pomodoro'],
      ['Fixation Reader', '/app/fixation-reader'],
      ['Mind Maps', '/app/mind-maps'],
      ['Flashcards', '/app/flashcards'],
    ]);
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/app/faq');
    expect(screen.getByRole('button', { name: 'Sound slot' })).toBeTruthy();
    expect(screen.getByTestId('medical-disclaimer').textContent).toMatch(/not medical advice/);
  });

  it('toggles the mobile menu with aria-expanded and closes it on Escape', () => {
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu.hidden).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    expect(menu.hidden).toBe(false);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu.hidden).toBe(true);
  });

  it('closes the mobile menu after navigating', () => {
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const link = [...menu.querySelectorAll('a')].find((a) => a.textContent === 'Flashcards')!;
    fireEvent.click(link);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
