import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { onNavigation, registerServiceWorker } from '../model/service-worker';

const whenIdle = (callback: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 500);
  return () => window.clearTimeout(id);
};

/**
 * Registers the service worker once the page is idle (production builds only: the dev server
 * has no sw.js) and hands each client-side navigation to the update logic.
 */
export function useServiceWorker(): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    return whenIdle(() => void registerServiceWorker().catch(() => {}));
  }, []);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    onNavigation();
  }, [pathname]);
}
