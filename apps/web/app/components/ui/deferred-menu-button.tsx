import {
  startTransition,
  useCallback,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { IconButton } from './icon-button';

type MenuComponent = ComponentType<{ defaultOpen?: boolean }>;

interface DeferredMenuButtonProps {
  /** Imports the real menu (a Radix dropdown or popover, ~30 KB gzip with its dependencies). */
  load: () => Promise<MenuComponent>;
  label: string;
  icon: ReactNode;
}

/**
 * A header menu whose code loads when the visitor reaches for it (pointer over it, focus, a
 * press), so it never competes with the screen's own first load on a slow connection. Until it
 * arrives, a look-alike button stands in; pressing it opens the menu as soon as it is there.
 */
export function DeferredMenuButton({ load, label, icon }: DeferredMenuButtonProps) {
  const [Menu, setMenu] = useState<MenuComponent | null>(null);
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const loading = useRef<Promise<void> | null>(null);

  // `load` is a module-level function in practice, so this stays stable across renders.
  const startLoading = useCallback(() => {
    // A transition: React renders the Radix menu in small slices instead of one long task.
    loading.current ??= load().then((component) => startTransition(() => setMenu(() => component)));
  }, [load]);

  if (Menu) return <Menu defaultOpen={openWhenLoaded} />;
  return (
    <IconButton
      label={label}
      aria-haspopup="menu"
      aria-busy={openWhenLoaded || undefined}
      onPointerEnter={startLoading}
      onPointerDown={startLoading}
      onFocus={startLoading}
      onClick={() => {
        setOpenWhenLoaded(true);
        startLoading();
      }}
    >
      {icon}
    </IconButton>
  );
}
