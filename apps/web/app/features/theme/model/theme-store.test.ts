import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_KEYS } from '~/lib/storage';
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

  it('persists valid choices under the theme keys', () => {
    mockMatchMedia(false);
    stop = startThemeSync();
    setTheme('dark');
    setColorMode('calm');
    expect(localStorage.getItem(DEVICE_KEYS.theme)).toBe('dark');
    expect(localStorage.getItem(DEVICE_KEYS.colorMode)).toBe('calm');
    const root = document.documentElement;
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.classList.contains('color-calm')).toBe(true);
  });

  it('falls back to defaults for invalid stored values', () => {
    mockMatchMedia(false);
    localStorage.setItem(DEVICE_KEYS.theme, 'neon');
    localStorage.setItem(DEVICE_KEYS.colorMode, '{}');
    stop = startThemeSync();
    expect(themeStore.get()).toMatchObject({ theme: 'system', colorMode: 'default' });
  });

  it('follows the OS preference live while on system', () => {
    const media = mockMatchMedia(false);
    localStorage.setItem(DEVICE_KEYS.theme, 'system');
    stop = startThemeSync();
    const root = document.documentElement;
    expect(root.classList.contains('dark')).toBe(false);
    media.change(true);
    expect(root.classList.contains('dark')).toBe(true);
    setTheme('light');
    expect(root.classList.contains('dark')).toBe(false);
  });
});
