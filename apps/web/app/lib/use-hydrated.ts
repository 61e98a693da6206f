import { startTransition, useEffect, useState } from 'react';

// Once the first hydration has finished, components mounted later (client navigation) start
// hydrated: they have no prerendered HTML to match.
let hydrationDone = false;

/**
 * `false` in prerendered HTML and during hydration, `true` afterwards (and at once in anything
 * mounted later). Use it for output that must match the prerendered shell while hydrating and
 * differ afterwards: the visitor's clock, or the app shell's inertness until its handlers exist
 * (docs/decisions/040-inert-until-hydrated.md).
 *
 * The switch is a transition, not the synchronous re-render useSyncExternalStore would force,
 * so React renders what changes in small slices and a phone's main thread is not blocked for one
 * long task right after hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydrationDone);
  useEffect(() => {
    hydrationDone = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
