import {
  startTransition,
  useCallback,
  useEffect,
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

const whenIdle = (callback: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
};

/**
 * A header menu whose code loads after the page's first render (when the browser is idle), so
 * the menus never delay the content. Until it arrives, a look-alike button stands in; pressing
 * it loads the menu at once and opens it as soon as it is there.
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

  useEffect(() => whenIdle(startLoading), [startLoading]);

  if (Menu) return <Menu defaultOpen={openWhenLoaded} />;
  return (
    <IconButton
      label={label}
      aria-haspopup="menu"
      aria-busy={openWhenLoaded || undefined}
      onClick={() => {
        setOpenWhenLoaded(true);
        startLoading();
      }}
    >
      {icon}
    </IconButton>
  );
}
