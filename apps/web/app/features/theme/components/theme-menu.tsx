import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { IconButton } from '~/components/ui/icon-button';
import { menuContentClass, menuItemClass, menuLabelClass } from '~/components/ui/menu';
import { useThemeState } from '../hooks/use-theme';
import {
  COLOR_MODES,
  COLOR_MODE_LABELS,
  THEMES,
  THEME_LABELS,
  parseColorMode,
  parseTheme,
  type Theme,
} from '../model/theme';
import { setColorMode, setTheme } from '../model/theme-store';

const THEME_ICONS: Record<Theme, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };

const COLOR_MODE_HINTS = {
  default: 'Indigo accents',
  calm: 'Softer blue and green',
  focus: 'High contrast, minimal',
} as const;

/** Theme toggle for the app header: light / dark / system plus the colour mode. */
export function ThemeMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { theme, colorMode } = useThemeState();
  const Icon = THEME_ICONS[theme];
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <IconButton
          label={`Theme: ${THEME_LABELS[theme]}, colour mode: ${COLOR_MODE_LABELS[colorMode]}`}
        >
          <Icon className="size-5" aria-hidden />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClass}>
          <DropdownMenu.Label className={menuLabelClass}>Theme</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={theme} onValueChange={(v) => setTheme(parseTheme(v))}>
            {THEMES.map((value) => {
              const ItemIcon = THEME_ICONS[value];
              return (
                <DropdownMenu.RadioItem key={value} value={value} className={menuItemClass}>
                  <ItemIcon className="size-4" aria-hidden />
                  <span className="flex-1">{THEME_LABELS[value]}</span>
                  <DropdownMenu.ItemIndicator>
                    <Check className="size-4" aria-hidden />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-2 h-px bg-line" />
          <DropdownMenu.Label className={menuLabelClass}>Colour mode</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={colorMode}
            onValueChange={(v) => setColorMode(parseColorMode(v))}
          >
            {COLOR_MODES.map((value) => (
              <DropdownMenu.RadioItem key={value} value={value} className={menuItemClass}>
                <span className="flex-1">
                  <span className="block">{COLOR_MODE_LABELS[value]}</span>
                  <span className="block text-xs font-normal text-muted">
                    {COLOR_MODE_HINTS[value]}
                  </span>
                </span>
                <DropdownMenu.ItemIndicator>
                  <Check className="size-4" aria-hidden />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
