// Every key this app keeps in the browser is named here, under one scheme: `qd:v1:<area>:<name>`
// (the version changes only if stored values ever need converting). localStorage can throw
// (private mode, disabled storage, quota) and does not exist during prerendering, so every read,
// write and removal goes through the helpers below; scripts/one-way.test.ts fails on a raw
// access anywhere else
// (docs/decisions/045-one-browser-storage-module.md).

const key = (area: string, name: string) => `qd:v1:${area}:${name}` as const;

/** localStorage keys of device preferences: they reveal nothing, and signing out keeps them. */
export const DEVICE_KEYS = {
  theme: key('theme', 'theme'),
  colorMode: key('theme', 'color-mode'),
  sound: key('sounds', 'sound'),
  soundVolume: key('sounds', 'volume'),
  soundLayers: key('sounds', 'layers'),
  soundWithFocus: key('sounds', 'with-focus'),
  readerLook: key('reader', 'look'),
  tts: key('fixation', 'tts'),
} as const;

// What this browser keeps for the PERSON using it, as opposed to device preferences (the public
// pages read those too). This is the one list that signing out, signing out everywhere and
// deleting the account clear: on a shared computer the next person must not see the last one's
// timer, task names, unsent changes, drafts or cached answers.

/** localStorage keys of one person's data. */
export const PERSONAL_KEYS = {
  /** The running or paused timer session, with its task name. */
  pomodoroTimer: key('pomodoro', 'timer'),
  /** The person's own timer lengths (the account's copy comes back after signing in). */
  pomodoroSettings: key('pomodoro', 'settings'),
  /** Finished sessions kept on this browser. */
  pomodoroRecords: key('pomodoro', 'records'),
  /** Timer changes not yet sent to the server. */
  pomodoroOutbox: key('pomodoro', 'outbox'),
  /** Local session ids mapped to the server's. */
  pomodoroIds: key('pomodoro', 'ids'),
  /** The deck a Review session is on, with the session's id. */
  pomodoroReviewDeck: key('pomodoro', 'review-deck'),
  /** The reader's measured reading speed. */
  readingSpeed: key('fixation', 'reading-speed'),
  /** Named sound mixes. */
  soundMixes: key('sounds', 'mixes'),
  /** The flashcard set being studied (generated cards kept until the person starts anew). */
  flashcardSet: key('flashcards', 'set'),
} as const;

/** Key prefixes of one person's data: one key per map, per hand-off target. */
export const PERSONAL_KEY_PREFIXES = {
  /** Unsaved mind-map edits (localStorage). */
  mindMapDraft: key('mind-maps', 'draft:'),
  /** Material handed from one tool to another (sessionStorage). */
  handoff: key('handoff', ''),
} as const;

/** sessionStorage keys of this tab's own moments (a switch to a new build). */
export const TAB_KEYS = {
  /** Set just before the reload into a new build, read once by the "updated" notice. */
  updated: key('offline', 'updated'),
  /** Set when this tab reloaded to finish a switch, so a switch that cannot finish never loops. */
  switchReloaded: key('offline', 'switch-reloaded'),
} as const;

/**
 * The names earlier builds used, each with its key today. A value under an old name moves to the
 * new one on the first page load (nobody loses a draft or a setting); a value already under the
 * new name wins.
 */
export const RENAMED_KEYS: Record<'local' | 'session', [string, string][]> = {
  local: [
    ['theme', DEVICE_KEYS.theme],
    ['colorMode', DEVICE_KEYS.colorMode],
    ['sound', DEVICE_KEYS.sound],
    ['soundVolume', DEVICE_KEYS.soundVolume],
    ['soundLayers', DEVICE_KEYS.soundLayers],
    ['soundWithFocus', DEVICE_KEYS.soundWithFocus],
    ['reader-look', DEVICE_KEYS.readerLook],
    ['quietdesk.fixation.tts', DEVICE_KEYS.tts],
    ['pomodoro.timer', PERSONAL_KEYS.pomodoroTimer],
    ['pomodoro.settings', PERSONAL_KEYS.pomodoroSettings],
    ['pomodoro.records', PERSONAL_KEYS.pomodoroRecords],
    ['pomodoro.outbox', PERSONAL_KEYS.pomodoroOutbox],
    ['pomodoro.ids', PERSONAL_KEYS.pomodoroIds],
    ['quietdesk.fixation.readingSpeed', PERSONAL_KEYS.readingSpeed],
    ['soundMixes', PERSONAL_KEYS.soundMixes],
    ['quietdesk.flashcards.set', PERSONAL_KEYS.flashcardSet],
  ],
  session: [
    ['quietdesk.updated', TAB_KEYS.updated],
    ['quietdesk.switch-reloaded', TAB_KEYS.switchReloaded],
  ],
};

/** Old key prefixes, each with its prefix today (the rest of the key is kept). */
export const RENAMED_PREFIXES: Record<'local' | 'session', [string, string][]> = {
  local: [['quietdesk:mind-map-draft:', PERSONAL_KEY_PREFIXES.mindMapDraft]],
  session: [['quietdesk:handoff:', PERSONAL_KEY_PREFIXES.handoff]],
};

/**
 * Moves values from old names to new ones. Self-contained (no outer names) because it also runs
 * as text: the inline script in <head> calls it before first paint, so a stored theme is found
 * under its new name on the very first load and on the static pages, which load no app code.
 */
export function migrateKeys(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>,
  renames: [string, string][],
  prefixes: [string, string][],
): void {
  const all = renames.slice();
  for (let index = 0; index < storage.length; index += 1) {
    const name = storage.key(index);
    for (const [from, to] of prefixes) {
      if (name !== null && name.startsWith(from)) all.push([name, to + name.slice(from.length)]);
    }
  }
  for (const [from, to] of all) {
    const value = storage.getItem(from);
    if (value === null) continue;
    if (storage.getItem(to) === null) storage.setItem(to, value);
    storage.removeItem(from);
  }
}

/**
 * The inline script in <head>, before anything else: runs the migration (see migrateKeys) and
 * leaves `window.__qdStorage` with `get` and `set` for the other inline scripts (the theme's).
 * Never throws.
 */
export const STORAGE_INIT_SCRIPT = `(function(m){try{m(localStorage,${JSON.stringify(
  RENAMED_KEYS.local,
)},${JSON.stringify(RENAMED_PREFIXES.local)});m(sessionStorage,${JSON.stringify(
  RENAMED_KEYS.session,
)},${JSON.stringify(
  RENAMED_PREFIXES.session,
)})}catch(e){}window.__qdStorage={get:function(k){try{return localStorage.getItem(k)}catch(e){return null}},set:function(k,v){try{localStorage.setItem(k,v)}catch(e){}}}})(${migrateKeys.toString()});`;

type Area = 'local' | 'session';
/** What the timer needs of a storage (its tests give it one in memory). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const migrated = new Set<Area>();

/** The browser's storage for `area`, migrated once per page; null where there is none. */
export function browserStorage(area: Area = 'local'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    const storage = area === 'local' ? window.localStorage : window.sessionStorage;
    if (!migrated.has(area)) {
      migrated.add(area);
      migrateKeys(storage, RENAMED_KEYS[area], RENAMED_PREFIXES[area]);
    }
    return storage;
  } catch {
    return null;
  }
}

export function readStorage(name: string, area: Area = 'local'): string | null {
  try {
    return browserStorage(area)?.getItem(name) ?? null;
  } catch {
    return null;
  }
}

/** False when the browser refused (storage full or disabled). */
export function writeStorage(name: string, value: string, area: Area = 'local'): boolean {
  try {
    const storage = browserStorage(area);
    storage?.setItem(name, value);
    return storage !== null;
  } catch {
    // Preferences are a convenience; losing them is acceptable.
    return false;
  }
}

export function removeStorage(name: string, area: Area = 'local'): void {
  try {
    browserStorage(area)?.removeItem(name);
  } catch {
    // Storage disabled: there is nothing in it to remove.
  }
}

/**
 * Cache Storage caches of API answers (the service worker's runtime caches, named in
 * apps/web/scripts/generate-sw.mjs; storage.test.ts checks the two agree).
 */
export const PERSONAL_CACHES = ['planner-saved-plans'] as const;

/**
 * Cache Storage caches of the app's own files that the service worker keeps once used rather
 * than precaching (the reader's PDF code and dyslexia-friendly font). Nothing in them is about
 * the person, so signing out keeps them; storage.test.ts checks every runtime cache is in one of
 * the two lists.
 */
export const APP_FILE_CACHES = ['reader-on-demand'] as const;

function removeFrom(storage: Storage | null, keys: readonly string[], prefixes: string[]) {
  if (!storage) return;
  try {
    const doomed = new Set(keys);
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key && prefixes.some((prefix) => key.startsWith(prefix))) doomed.add(key);
    }
    for (const key of doomed) storage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing in it to clear.
  }
}

const clearListeners = new Set<() => void>();

/**
 * Called when the person's data is cleared, before the keys go: whatever holds that data in
 * memory (the running timer) forgets it, so nothing of theirs is written back afterwards.
 * Returns the unsubscribe.
 */
export function onPersonalDataCleared(listener: () => void): () => void {
  clearListeners.add(listener);
  return () => clearListeners.delete(listener);
}

/** Clears everything the app keeps in this browser for the person (PERSONAL_* above). */
export async function clearPersonalData(): Promise<void> {
  for (const listener of clearListeners) {
    try {
      listener();
    } catch (error) {
      // One holder failing to forget must not keep the others' data in the browser.
      console.warn('Clearing personal data: a listener failed', error);
    }
  }
  const prefixes = Object.values(PERSONAL_KEY_PREFIXES);
  removeFrom(browserStorage('local'), Object.values(PERSONAL_KEYS), prefixes);
  removeFrom(browserStorage('session'), [], prefixes);
  if (typeof caches !== 'undefined') {
    await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name).catch(() => false)));
  }
}
