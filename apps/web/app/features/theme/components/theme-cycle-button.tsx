import { Monitor, Moon, Sun } from 'lucide-react';
import { THEMES, THEME_LABELS, NEXT_THEME } from '../model/theme';
import { setTheme, themeStore } from '../model/theme-store';

const ICONS = { light: Sun, dark: Moon, system: Monitor };

/**
 * The theme toggle on public pages (light → dark → system). Its markup does not depend on
 * React state: CSS shows the icon matching `html[data-theme]`, so the same button works on
 * the static prerendered pages (via THEME_STATIC_SCRIPT) and inside the hydrated app.
 */
export function ThemeCycleButton() {
  return (
    <button
      type="button"
      data-theme-cycle=""
      onClick={() => setTheme(NEXT_THEME[themeStore.get().theme])}
      className="inline-flex size-10 items-center justify-center rounded-xl text-ink transition-colors hover:bg-subtle"
    >
      {THEMES.map((theme) => {
        const Icon = ICONS[theme];
        return (
          <span key={theme} data-theme-icon={theme}>
            <Icon className="size-5" aria-hidden />
            <span className="sr-only">
              Theme: {THEME_LABELS[theme]}. Switch to {THEME_LABELS[NEXT_THEME[theme]]}
            </span>
          </span>
        );
      })}
    </button>
  );
}
