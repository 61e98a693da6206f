import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { whenIdle } from '~/lib/when-idle';
import { IconButton } from './icon-button';

type MenuComponent = ComponentType<{ defaultOpen?: boolean }>;

interface DeferredMenuButtonProps {
  /** Imports the real menu (a Radix dropdown or popover, ~30 KB gzip with its dependencies). */
  load: () => Promise<MenuComponent>;
  label: string;
  icon: ReactNode;
}

const idle = (callback: () => void) => whenIdle(callback, { timeout: 3000, fallback: 200 });

/** Runs `callback` when the browser is idle after the page's load event. */
const afterLoadWhenIdle = (callback: () => void): (() => void) => {
  if (document.readyState === 'complete') return idle(callback);
  let cancelIdle = () => {};
  const onLoad = () => {
    cancelIdle = idle(callback);
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
};

/**
 * A header menu whose code loads when the visitor reaches for it (pointer over it, focus, a
 * press) or, failing that, when the browser is idle after the page has loaded: never in the
 * middle of the screen's own first load on a slow connection. Until it arrives, a look-alike
 * button stands in; pressing it opens the menu as soon as it is there.
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

  useEffect(() => afterLoadWhenIdle(startLoading), [startLoading]);

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
