import { lazy, type ComponentType } from 'react';

/**
 * A `lazy()` component that brings React Query with it: its own code and the query provider load
 * together after hydration (docs/decisions/062-first-tap-lighter-shell.md), so React Query
 * is not part of a screen's first load. Rendered inside a `DeferredPart`.
 */
export function lazyWithQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [{ QueryProvider }, Component] = await Promise.all([import('./query-provider'), load()]);
    function WithQueries(props: P) {
      return (
        <QueryProvider>
          <Component {...props} />
        </QueryProvider>
      );
    }
    return { default: WithQueries };
  });
}
