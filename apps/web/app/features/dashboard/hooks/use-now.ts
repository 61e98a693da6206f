import { useEffect, useState } from 'react';
import { useHydrated } from '~/lib/use-hydrated';

/**
 * The current time, refreshed every `intervalMs`; `null` in prerendered HTML and during
 * hydration, because the build machine's clock says nothing about the visitor's.
 */
export function useNow(intervalMs: number): Date | null {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    setNow(new Date());
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return hydrated ? now : null;
}
