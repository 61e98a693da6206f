import { useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The current time, refreshed every `intervalMs`; `null` in prerendered HTML and during
 * hydration, because the build machine's clock says nothing about the visitor's.
 */
export function useNow(intervalMs: number): Date | null {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    setNow(new Date());
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return hydrated ? now : null;
}
