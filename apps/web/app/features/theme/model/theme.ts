import {
  COLOR_MODES,
  DEFAULT_COLOR_MODE,
  DEFAULT_THEME,
  THEMES,
  type ColorMode,
  type Theme,
} from '@quietdesk/core/api/preference-values';
import { DEVICE_KEYS, STORAGE_INIT_SCRIPT } from '~/lib/storage';

export { COLOR_MODES, DEFAULT_COLOR_MODE, DEFAULT_THEME, THEMES, type ColorMode, type Theme };

export const THEME_STORAGE_KEY = DEVICE_KEYS.theme;
export const COLOR_MODE_STORAGE_KEY = DEVICE_KEYS.colorMode;
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export const THEME_LABELS: Record<Theme, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};
export const COLOR_MODE_LABELS: Record<ColorMode, string> = {
  default: 'Default',
  calm: 'Calm',
  focus: 'Focus',
};

/** Stored values are untrusted: anything unexpected falls back to the default. */
export function parseTheme(value: unknown): Theme {
  return (THEMES as readonly unknown[]).includes(value) ? (value as Theme) : DEFAULT_THEME;
}

export function parseColorMode(value: unknown): ColorMode {
  return (COLOR_MODES as readonly unknown[]).includes(value)
    ? (value as ColorMode)
    : DEFAULT_COLOR_MODE;
}

export function isDark(theme: Theme, systemPrefersDark: boolean): boolean {
  return theme === 'dark' || (theme === 'system' && systemPrefersDark);
}

/** The classes on <html> for a preference: `dark`, `color-calm`, `color-focus`. */
export function rootClasses(
  theme: Theme,
  colorMode: ColorMode,
  systemPrefersDark: boolean,
): Record<string, boolean> {
  return {
    dark: isDark(theme, systemPrefersDark),
    'color-calm': colorMode === 'calm',
    'color-focus': colorMode === 'focus',
  };
}

export function applyRootClasses(
  root: HTMLElement,
  theme: Theme,
  colorMode: ColorMode,
  systemPrefersDark: boolean,
): void {
  const classes = rootClasses(theme, colorMode, systemPrefersDark);
  for (const [name, on] of Object.entries(classes)) root.classList.toggle(name, on);
  root.style.colorScheme = classes.dark ? 'dark' : 'light';
  // The preference itself (not just the result) drives the theme button's icon in CSS.
  root.dataset.theme = theme;
}

/**
 * Runs inline in <head> before first paint so a stored dark theme never flashes light, after the
 * storage script (which moves values stored under older key names first).
 * It mirrors parseTheme/parseColorMode/applyRootClasses (a test checks they agree) and leaves
 * `window.__qdTheme` behind so the static public pages can re-apply without React. It also adds
 * `js` to <html>: CSS uses it to hide inactive tab panels only when scripts can show them.
 */
export const THEME_INIT_SCRIPT = `${STORAGE_INIT_SCRIPT}(function(){var T=${JSON.stringify(THEMES)},C=${JSON.stringify(
  COLOR_MODES,
)};function a(){try{var d=document.documentElement,s=window.__qdStorage,t=s.get(${JSON.stringify(
  THEME_STORAGE_KEY,
)}),c=s.get(${JSON.stringify(COLOR_MODE_STORAGE_KEY)});if(T.indexOf(t)<0)t=${JSON.stringify(
  DEFAULT_THEME,
)};if(C.indexOf(c)<0)c=${JSON.stringify(
  DEFAULT_COLOR_MODE,
)};var k=t==="dark"||(t==="system"&&window.matchMedia(${JSON.stringify(
  DARK_QUERY,
)}).matches);d.classList.toggle("dark",k);d.classList.toggle("color-calm",c==="calm");d.classList.toggle("color-focus",c==="focus");d.style.colorScheme=k?"dark":"light";d.dataset.theme=t}catch(e){}}window.__qdTheme=a;document.documentElement.classList.add("js");a()})();`;

/** The next theme for the one-button toggle on public pages. */
export const NEXT_THEME: Record<Theme, Theme> = { system: 'light', light: 'dark', dark: 'system' };

/**
 * Public pages ship no framework JavaScript; this small script makes their theme button
 * work and keeps `system` following the OS live. Same storage keys and validation.
 */
export const THEME_STATIC_SCRIPT = `(function(){var N=${JSON.stringify(
  NEXT_THEME,
)};document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[data-theme-cycle]");if(!b)return;var s=window.__qdStorage;s.set(${JSON.stringify(
  THEME_STORAGE_KEY,
)},N[s.get(${JSON.stringify(THEME_STORAGE_KEY)})]||N[${JSON.stringify(
  DEFAULT_THEME,
)}]);window.__qdTheme()});window.matchMedia(${JSON.stringify(
  DARK_QUERY,
)}).addEventListener("change",window.__qdTheme);window.addEventListener("storage",window.__qdTheme)})();`;
