import { useEffect } from 'react';

/**
 * Mount once at the app shell: one loop for every route (header, dashboard, timer screen). The
 * engine (core timer machine, persistence, server outbox) loads as its own chunk after the first
 * render so it never delays first paint; the header and dashboard read the light `sessionStore`
 * it publishes to.
 */
export function useTimerEngine() {
  useEffect(() => {
    let unmount: (() => void) | null = null;
    let cancelled = false;
    void import('../model/timer-instance').then(({ timerEngine: engine }) => {
      if (!cancelled) unmount = engine.mount();
    });
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, []);
}
