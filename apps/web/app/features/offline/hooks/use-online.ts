import { useEffect, useSyncExternalStore } from 'react';
import { apiFetch, serverReachableStore } from '~/lib/api-client';
import { useStore } from '~/lib/create-store';

/** While the server is unreachable, ask it this often whether it is back. */
const REACHABILITY_PROBE_MS = 5000;

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * Online = the browser says so and the last API call reached the server. An API call that fails
 * with a network error while the browser still claims to be online (the server or the route to it
 * is gone) counts as offline until an answer arrives again: from the app's own calls, or from a
 * light health probe sent every few seconds meanwhile. Prerendered HTML and hydration assume
 * online.
 */
export function useOnline(): boolean {
  const browserOnline = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const reachable = useStore(serverReachableStore, true);

  useEffect(() => {
    if (reachable || !browserOnline) return;
    // The answer itself updates serverReachableStore (apiFetch does); failures keep it false.
    const probe = () => void apiFetch('/health', { timeoutMs: 4000 }).catch(() => {});
    const id = window.setInterval(probe, REACHABILITY_PROBE_MS);
    return () => window.clearInterval(id);
  }, [reachable, browserOnline]);

  return browserOnline && reachable;
}
