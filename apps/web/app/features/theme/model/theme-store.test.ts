import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setColorMode, setTheme, startThemeSync, themeStore } from './theme-store';

type Listener = (event: { matches: boolean }) => void;

function mockMatchMedia(initial: boolean) {
  const listeners = new Set<Listener>();
  const mql = {
    matches: initial,
    addEventListener: (_: string, l: Listener) => listeners.add(l),
    removeEventListener: (_: string, l: Listener) => listeners.delete(l),
  };
  vi.stubGlobal('matchMedia', () => mql);
  return {
    change(matches: boolean) {
      mql.matches = matches;
      for (const l of listeners) l({ matches });
    },
  };
}

describe('theme store', () => {
  let stop: () => void = () => {};
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    document.documentElement.className = '';
  });

  it('persists valid choices under theme and colorMode', () => {
    mockMatchMedia(false);
    stop = startThemeSync();
    setTheme('dark');
    setColorMode('calm');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('colorMode')).toBe('calm');
    const root = document.documentElement;
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.classList.contains('color-calm')).toBe(true);
  });

  it('falls back to defaults for invalid stored values', () => {
    mockMatchMedia(false);
    localStorage.setItem('theme', 'neon');
    localStorage.setItem('colorMode', '{}');
    stop = startThemeSync();
    expect(themeStore.get()).toMatchObject({ theme: 'system', colorMode: 'default' });
  });

  it('follows the OS preference live while on system', () => {
    const media = mockMatchMedia(false);
    localStorage.setItem('theme', 'system');
    stop = startThemeSync();
    const root = document.documentElement;
    expect(root.classList.contains('dark')).toBe(false);
    media.change(true);
    expect(root.classList.contains('dark')).toBe(true);
    setTheme('light');
    expect(root.classList.contains('dark')).toBe(false);
  });
});
