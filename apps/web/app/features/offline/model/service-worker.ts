import { createStore } from '~/lib/create-store';

// The service worker (build/client/sw.js, written by scripts/generate-sw.mjs) precaches the app
// so it opens without a network. A new build installs in the background and waits; the page
// switches to it on the next navigation and says so (docs/decisions/021-service-worker.md).

export const SERVICE_WORKER_URL = '/sw.js';
/** Set just before the reload into a new build, read once by the "updated" notice. */
export const UPDATED_FLAG_KEY = 'quietdesk.updated';
/** A tab that only navigates client-side never refetches sw.js by itself; ask this often. */
export const UPDATE_CHECK_INTERVAL_MS = 5 * 60_000;

/** True while a newer build is installed and waiting for the next navigation. */
export const updateWaitingStore = createStore(false);

interface Controller {
  activateUpdate(): void;
  checkForUpdate(): void;
}

let controller: Controller | null = null;
let lastUpdateCheck = 0;

function markUpdatedAndReload(): void {
  try {
    sessionStorage.setItem(UPDATED_FLAG_KEY, '1');
  } catch {
    // Private mode without storage: the reload still happens, only the notice is lost.
  }
  window.location.reload();
}

/** Registers the service worker once; workbox-window loads only here, after the first render. */
export async function registerServiceWorker(): Promise<void> {
  if (controller || !('serviceWorker' in navigator)) return;
  let hadController = navigator.serviceWorker.controller !== null;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(SERVICE_WORKER_URL);
  // Set once this page has asked the waiting worker to take over.
  let switching = false;
  const current: { registration?: ServiceWorkerRegistration } = {};
  const switchNow = () => {
    switching = true;
    // Workbox's generated worker calls skipWaiting() on this message.
    const waiting = current.registration?.waiting;
    if (waiting) waiting.postMessage({ type: 'SKIP_WAITING' });
    else wb.messageSkipWaiting();
  };
  // Another tab switched to a new build: this page still runs the old one, so it reloads on its
  // next navigation instead of loading old chunks through the new worker.
  let reloadOnNavigation = false;
  controller = {
    activateUpdate: () => (reloadOnNavigation ? markUpdatedAndReload() : switchNow()),
    checkForUpdate: () => void wb.update().catch(() => {}),
  };
  wb.addEventListener('waiting', (event) => {
    // Already waiting when this page opened (the tab was reloaded, or others kept the old
    // version alive): nothing has happened on this page yet, so switch now.
    if (event.wasWaitingBeforeRegister) switchNow();
    else updateWaitingStore.set(true);
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install takes control without a reload (there was no controller before).
    if (!hadController) {
      hadController = true;
      return;
    }
    if (switching) markUpdatedAndReload();
    else {
      reloadOnNavigation = true;
      updateWaitingStore.set(true);
    }
  });
  lastUpdateCheck = Date.now();
  const registration = await wb.register();
  current.registration = registration;
  // Workbox-window treats updates found later on (by the browser or another tab) as "external";
  // watch the registration itself so every new version counts.
  registration?.addEventListener('updatefound', () => {
    const installing = registration?.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller)
        updateWaitingStore.set(true);
    });
  });
}

/** Called on every client-side navigation. */
export function onNavigation(): void {
  if (!controller) return;
  if (updateWaitingStore.get()) {
    controller.activateUpdate();
    return;
  }
  if (Date.now() - lastUpdateCheck > UPDATE_CHECK_INTERVAL_MS) {
    lastUpdateCheck = Date.now();
    controller.checkForUpdate();
  }
}

/** True once, on the first load after switching to a new build. */
export function takeUpdatedFlag(): boolean {
  try {
    const updated = sessionStorage.getItem(UPDATED_FLAG_KEY) === '1';
    sessionStorage.removeItem(UPDATED_FLAG_KEY);
    return updated;
  } catch {
    return false;
  }
}
