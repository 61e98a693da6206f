import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { whenIdle } from '~/lib/when-idle';
import { onNavigation, registerServiceWorker } from '../model/service-worker';

/**
 * Registers the service worker once the page is idle (production builds only: the dev server
 * has no sw.js) and hands each client-side navigation to the update logic.
 */
export function useServiceWorker(): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    return whenIdle(() => void registerServiceWorker().catch(() => {}), {
      timeout: 4000,
      fallback: 500,
    });
  }, []);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    onNavigation();
  }, [pathname]);
}
