import { useEffect } from 'react';
import { useStore } from '~/lib/create-store';
import {
  DEFAULT_THEME_STATE,
  startThemeSync,
  themeStore,
  type ThemeState,
} from '../model/theme-store';

export function useThemeState(): ThemeState {
  return useStore(themeStore, DEFAULT_THEME_STATE);
}

/** Mount once at the root: applies the stored theme and keeps it live. */
export function useThemeSync(): void {
  useEffect(() => startThemeSync(), []);
}
