// localStorage can throw (private mode, disabled storage, quota) and does not exist during
// prerendering; every access goes through these two helpers.
export function readStorage(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(key, value);
  } catch {
    // Preferences are a convenience; losing them is acceptable.
  }
}

// What this browser keeps for the PERSON using it, as opposed to device preferences (theme, colour
// mode, sound, volume and speech settings stay: they reveal nothing and the public pages read
// them). Every feature takes its key from here, so this is the one list that signing out, signing
// out everywhere and deleting the account clear: on a shared computer the next person must not see
// the last one's timer, task names, unsent changes, drafts or cached answers.

/** localStorage keys of one person's data. */
export const PERSONAL_KEYS = {
  /** The running or paused timer session, with its task name. */
  pomodoroTimer: 'pomodoro.timer',
  /** The person's own timer lengths (the account's copy comes back after signing in). */
  pomodoroSettings: 'pomodoro.settings',
  /** Finished sessions kept on this browser. */
  pomodoroRecords: 'pomodoro.records',
  /** Timer changes not yet sent to the server. */
  pomodoroOutbox: 'pomodoro.outbox',
  /** Local session ids mapped to the server's. */
  pomodoroIds: 'pomodoro.ids',
  /** The reader's measured reading speed. */
  readingSpeed: 'quietdesk.fixation.readingSpeed',
  /** Named sound mixes. */
  soundMixes: 'soundMixes',
  /** The flashcard set being studied (generated cards kept until the person starts anew). */
  flashcardSet: 'quietdesk.flashcards.set',
} as const;

/** Key prefixes of one person's data: one key per map, per hand-off target. */
export const PERSONAL_KEY_PREFIXES = {
  /** Unsaved mind-map edits (localStorage). */
  mindMapDraft: 'quietdesk:mind-map-draft:',
  /** Material handed from one tool to another (sessionStorage). */
  handoff: 'quietdesk:handoff:',
} as const;

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

function removeFrom(storage: Storage | undefined, keys: readonly string[], prefixes: string[]) {
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
  removeFrom(
    typeof localStorage === 'undefined' ? undefined : localStorage,
    Object.values(PERSONAL_KEYS),
    prefixes,
  );
  removeFrom(typeof sessionStorage === 'undefined' ? undefined : sessionStorage, [], prefixes);
  if (typeof caches !== 'undefined') {
    await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name).catch(() => false)));
  }
}
