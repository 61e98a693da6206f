import { createStore } from '~/lib/create-store';
import { readStorage, removeStorage, TAB_KEYS, writeStorage } from '~/lib/storage';

// The service worker (build/client/sw.js, written by scripts/generate-sw.mjs) precaches the app
// so it opens without a network. A new build installs in the background and waits; the page
// switches to it on the next navigation and says so (docs/decisions/021-service-worker.md).

const SERVICE_WORKER_URL = '/sw.js';
const UPDATED_FLAG_KEY = TAB_KEYS.updated;
/** A tab that only navigates client-side never refetches sw.js by itself; ask this often. */
const UPDATE_CHECK_INTERVAL_MS = 5 * 60_000;
/** How long the switch to a waiting build may take before the page reloads to finish it. */
const SWITCH_FALLBACK_MS = 2_000;
const SWITCH_RELOADED_KEY = TAB_KEYS.switchReloaded;

// Private mode without storage: only the notice (or the one-reload guard) is lost.
const readSession = (key: string) => readStorage(key, 'session');
function writeSession(key: string, value: string | null): void {
  if (value === null) removeStorage(key, 'session');
  else writeStorage(key, value, 'session');
}

/** True while a newer build is installed and waiting for the next navigation. */
const updateWaitingStore = createStore(false);

interface Controller {
  activateUpdate(): void;
  checkForUpdate(): void;
}

let controller: Controller | null = null;
let lastUpdateCheck = 0;

function markUpdatedAndReload(): void {
  writeSession(UPDATED_FLAG_KEY, '1');
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
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const switchNow = () => {
    switching = true;
    // Workbox's generated worker calls skipWaiting() on this message.
    const waiting = current.registration?.waiting;
    if (waiting) waiting.postMessage({ type: 'SKIP_WAITING' });
    else wb.messageSkipWaiting();
    // Chromium activates the new worker once the old one reports that it is idle; now and then
    // that report is lost and the new build stays waiting after skipWaiting() (seen in the
    // browser test: over 45 s; a second SKIP_WAITING does not help, a navigation request does,
    // because the browser checks a waiting worker again on every navigation). So if the switch
    // has not happened soon, reload: once per tab, so a switch that cannot finish never loops.
    clearTimeout(fallback);
    if (readSession(SWITCH_RELOADED_KEY) === null) {
      fallback = setTimeout(() => {
        writeSession(SWITCH_RELOADED_KEY, '1');
        markUpdatedAndReload();
      }, SWITCH_FALLBACK_MS);
    }
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
    clearTimeout(fallback);
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
  // No new build waiting: any switch this tab started has finished.
  if (!registration?.waiting) writeSession(SWITCH_RELOADED_KEY, null);
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

/**
 * True once, on the first load after switching to a new build. A reload that was meant to
 * finish a switch but did not (a new build still waits) says nothing: the switch is retried on
 * this page and sets the flag again when it happens.
 */
export async function takeUpdatedFlag(): Promise<boolean> {
  const updated = readSession(UPDATED_FLAG_KEY) === '1';
  writeSession(UPDATED_FLAG_KEY, null);
  if (!updated || !('serviceWorker' in navigator)) return updated;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return !registration?.waiting;
}
