import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

interface DeferredPartProps {
  /** A `lazy()` component (or a tree holding one): its code is a chunk of its own. */
  children: ReactNode;
  /** Shown while the code arrives on a client-side navigation (on the first load, the
   * prerendered HTML stays in place instead). */
  fallback?: ReactNode;
  className?: string;
}

/**
 * A part of a screen whose code loads after the page has hydrated, so the header and the rest of
 * the screen answer taps without waiting for it (docs/decisions/055-first-tap.md). Until its own
 * code has arrived and hydrated, the part is inert like the whole shell before hydration
 * (docs/decisions/040-inert-until-hydrated.md): a tap or typing on its prerendered HTML would be
 * lost. `data-hydrating` says so to tests.
 */
export function DeferredPart({ children, fallback = null, className }: DeferredPartProps) {
  const [ready, setReady] = useState(false);
  const [onReady] = useState(() => () => setReady(true));
  return (
    <div
      className={className}
      inert={!ready}
      aria-disabled={ready ? undefined : true}
      data-hydrating={ready ? undefined : ''}
    >
      <Suspense fallback={fallback}>
        {children}
        <Ready onReady={onReady} />
      </Suspense>
    </div>
  );
}

/**
 * A deferred part that takes no props, made once at module level: the same element for every
 * render, so a re-render never reaches its boundary before it has hydrated
 * (docs/decisions/055-first-tap.md).
 */
export function deferredPart(
  load: () => Promise<{ default: ComponentType }>,
  className?: string,
): ReactElement {
  const Part = lazy(load);
  return (
    <DeferredPart className={className}>
      <Part />
    </DeferredPart>
  );
}

/** A route whose whole screen is one deferred part (the account and sign-in screens). */
export function deferredRoute(load: () => Promise<{ default: ComponentType }>) {
  const screen = deferredPart(load);
  return function DeferredRoute() {
    return screen;
  };
}
