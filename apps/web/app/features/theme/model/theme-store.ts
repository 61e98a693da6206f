import { createStore } from '~/lib/create-store';
import { readStorage, writeStorage } from '~/lib/storage';
import {
  COLOR_MODE_STORAGE_KEY,
  DARK_QUERY,
  DEFAULT_COLOR_MODE,
  DEFAULT_THEME,
  THEME_STORAGE_KEY,
  applyRootClasses,
  parseColorMode,
  parseTheme,
  type ColorMode,
  type Theme,
} from './theme';

export interface ThemeState {
  theme: Theme;
  colorMode: ColorMode;
  /** The OS preference, tracked live for `system`. */
  systemPrefersDark: boolean;
}

export const DEFAULT_THEME_STATE: ThemeState = {
  theme: DEFAULT_THEME,
  colorMode: DEFAULT_COLOR_MODE,
  systemPrefersDark: false,
};

function prefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;
}

function readStoredState(): ThemeState {
  return {
    theme: parseTheme(readStorage(THEME_STORAGE_KEY)),
    colorMode: parseColorMode(readStorage(COLOR_MODE_STORAGE_KEY)),
    systemPrefersDark: prefersDark(),
  };
}

export const themeStore = createStore<ThemeState>(
  typeof window === 'undefined' ? DEFAULT_THEME_STATE : readStoredState(),
);

export function setTheme(theme: Theme): void {
  const valid = parseTheme(theme);
  writeStorage(THEME_STORAGE_KEY, valid);
  themeStore.set((s) => ({ ...s, theme: valid }));
}

export function setColorMode(colorMode: ColorMode): void {
  const valid = parseColorMode(colorMode);
  writeStorage(COLOR_MODE_STORAGE_KEY, valid);
  themeStore.set((s) => ({ ...s, colorMode: valid }));
}

/**
 * Keeps <html> classes in step with the store, follows the OS preference live and picks up
 * changes made in other tabs. Returns a cleanup function.
 */
export function startThemeSync(root: HTMLElement = document.documentElement): () => void {
  const apply = () => {
    const { theme, colorMode, systemPrefersDark } = themeStore.get();
    applyRootClasses(root, theme, colorMode, systemPrefersDark);
  };
  themeStore.set(readStoredState());
  apply();
  const unsubscribe = themeStore.subscribe(apply);

  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const onMediaChange = (event: MediaQueryListEvent) =>
    themeStore.set((s) => ({ ...s, systemPrefersDark: event.matches }));
  media?.addEventListener('change', onMediaChange);

  const onStorage = (event: StorageEvent) => {
    if (
      event.key === THEME_STORAGE_KEY ||
      event.key === COLOR_MODE_STORAGE_KEY ||
      event.key === null
    ) {
      themeStore.set(readStoredState());
    }
  };
  window.addEventListener('storage', onStorage);

  return () => {
    unsubscribe();
    media?.removeEventListener('change', onMediaChange);
    window.removeEventListener('storage', onStorage);
  };
}
