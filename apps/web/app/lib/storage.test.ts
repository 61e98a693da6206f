import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  APP_FILE_CACHES,
  clearPersonalData,
  DEVICE_KEYS,
  migrateKeys,
  PERSONAL_CACHES,
  PERSONAL_KEY_PREFIXES,
  PERSONAL_KEYS,
  RENAMED_KEYS,
  RENAMED_PREFIXES,
  STORAGE_INIT_SCRIPT,
  TAB_KEYS,
} from './storage';

// Every name an earlier build stored under, written out rather than read from the table, so a
// table entry that goes missing or points elsewhere fails here.
const OLD_LOCAL: [string, string][] = [
  ['theme', 'qd:v1:theme:theme'],
  ['colorMode', 'qd:v1:theme:color-mode'],
  ['sound', 'qd:v1:sounds:sound'],
  ['soundVolume', 'qd:v1:sounds:volume'],
  ['soundLayers', 'qd:v1:sounds:layers'],
  ['soundWithFocus', 'qd:v1:sounds:with-focus'],
  ['soundMixes', 'qd:v1:sounds:mixes'],
  ['reader-look', 'qd:v1:reader:look'],
  ['quietdesk.fixation.tts', 'qd:v1:fixation:tts'],
  ['quietdesk.fixation.readingSpeed', 'qd:v1:fixation:reading-speed'],
  ['pomodoro.timer', 'qd:v1:pomodoro:timer'],
  ['pomodoro.settings', 'qd:v1:pomodoro:settings'],
  ['pomodoro.records', 'qd:v1:pomodoro:records'],
  ['pomodoro.outbox', 'qd:v1:pomodoro:outbox'],
  ['pomodoro.ids', 'qd:v1:pomodoro:ids'],
  ['quietdesk.flashcards.set', 'qd:v1:flashcards:set'],
  ['quietdesk:mind-map-draft:map-1', 'qd:v1:mind-maps:draft:map-1'],
];
const OLD_SESSION: [string, string][] = [
  ['quietdesk.updated', 'qd:v1:offline:updated'],
  ['quietdesk.switch-reloaded', 'qd:v1:offline:switch-reloaded'],
  ['quietdesk:handoff:flashcards', 'qd:v1:handoff:flashcards'],
];

describe('one key scheme', () => {
  it('names every key qd:v1:<area>:<name>', () => {
    const keys = [
      ...Object.values(DEVICE_KEYS),
      ...Object.values(PERSONAL_KEYS),
      ...Object.values(TAB_KEYS),
    ];
    for (const key of keys) expect(key).toMatch(/^qd:v1:[a-z-]+:[a-z-]+$/);
    for (const prefix of Object.values(PERSONAL_KEY_PREFIXES)) {
      expect(prefix).toMatch(/^qd:v1:[a-z-]+:([a-z-]+:)?$/);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('knows every old name, and an old name only once', () => {
    expect(RENAMED_KEYS.local.length + RENAMED_PREFIXES.local.length).toBe(OLD_LOCAL.length);
    expect(RENAMED_KEYS.session.length + RENAMED_PREFIXES.session.length).toBe(OLD_SESSION.length);
  });
});

describe('migrating keys of earlier builds', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  const migrateBoth = () => {
    migrateKeys(localStorage, RENAMED_KEYS.local, RENAMED_PREFIXES.local);
    migrateKeys(sessionStorage, RENAMED_KEYS.session, RENAMED_PREFIXES.session);
  };

  it.each(OLD_LOCAL)('localStorage %s moves to %s', (from, to) => {
    localStorage.setItem(from, `value of ${from}`);
    migrateBoth();
    expect(localStorage.getItem(to)).toBe(`value of ${from}`);
    expect(localStorage.getItem(from)).toBeNull();
  });

  it.each(OLD_SESSION)('sessionStorage %s moves to %s', (from, to) => {
    sessionStorage.setItem(from, `value of ${from}`);
    migrateBoth();
    expect(sessionStorage.getItem(to)).toBe(`value of ${from}`);
    expect(sessionStorage.getItem(from)).toBeNull();
  });

  it('keeps every draft, whatever the map, and leaves unknown keys alone', () => {
    for (const id of ['a', 'b', 'c']) localStorage.setItem(`quietdesk:mind-map-draft:${id}`, id);
    localStorage.setItem('someone-else', 'x');
    migrateBoth();
    for (const id of ['a', 'b', 'c']) {
      expect(localStorage.getItem(`${PERSONAL_KEY_PREFIXES.mindMapDraft}${id}`)).toBe(id);
    }
    expect(Object.keys(localStorage).sort()).toEqual(
      [
        ...['a', 'b', 'c'].map((id) => `${PERSONAL_KEY_PREFIXES.mindMapDraft}${id}`),
        'someone-else',
      ].sort(),
    );
  });

  it('a value already under the new name wins, and a second run changes nothing', () => {
    localStorage.setItem('theme', 'light');
    localStorage.setItem(DEVICE_KEYS.theme, 'dark');
    migrateBoth();
    migrateBoth();
    expect(localStorage.getItem(DEVICE_KEYS.theme)).toBe('dark');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('the inline script migrates both storages the same way', () => {
    for (const [from] of OLD_LOCAL) localStorage.setItem(from, from);
    for (const [from] of OLD_SESSION) sessionStorage.setItem(from, from);
    new Function(STORAGE_INIT_SCRIPT)();
    for (const [from, to] of OLD_LOCAL) expect(localStorage.getItem(to)).toBe(from);
    for (const [from, to] of OLD_SESSION) expect(sessionStorage.getItem(to)).toBe(from);
    expect(localStorage.length).toBe(OLD_LOCAL.length);
    expect(sessionStorage.length).toBe(OLD_SESSION.length);
  });
});

describe('clearPersonalData', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("removes the person's keys and prefixed keys, and keeps device preferences", async () => {
    for (const key of Object.values(PERSONAL_KEYS)) localStorage.setItem(key, '{"x":1}');
    localStorage.setItem(`${PERSONAL_KEY_PREFIXES.mindMapDraft}map-1`, '{}');
    localStorage.setItem(`${PERSONAL_KEY_PREFIXES.mindMapDraft}map-2`, '{}');
    sessionStorage.setItem(`${PERSONAL_KEY_PREFIXES.handoff}flashcards`, '{}');
    localStorage.setItem(DEVICE_KEYS.theme, 'dark');
    localStorage.setItem(DEVICE_KEYS.soundVolume, '0.3');

    await clearPersonalData();

    expect(Object.keys(localStorage).sort()).toEqual(
      [DEVICE_KEYS.soundVolume, DEVICE_KEYS.theme].sort(),
    );
    expect(sessionStorage.length).toBe(0);
  });
});

describe('the service worker caches only what sign-out knows about', () => {
  it('every runtime cache in generate-sw.mjs is either personal or app files, not both', () => {
    const source = readFileSync(path.join(__dirname, '../../scripts/generate-sw.mjs'), 'utf8');
    const names = [...source.matchAll(/cacheName:\s*'([^']+)'/g)].map((match) => match[1]!);
    expect(names).toContain('reader-on-demand');
    expect(names).toContain('planner-saved-plans');
    for (const name of names) {
      const personal = (PERSONAL_CACHES as readonly string[]).includes(name);
      const appFiles = (APP_FILE_CACHES as readonly string[]).includes(name);
      expect(personal !== appFiles, name).toBe(true);
    }
  });

  it('sign-out deletes the personal caches and keeps the app-file ones', async () => {
    const deleted: string[] = [];
    const original = globalThis.caches;
    Object.defineProperty(globalThis, 'caches', {
      configurable: true,
      value: { delete: async (name: string) => (deleted.push(name), true) },
    });
    try {
      await clearPersonalData();
    } finally {
      Object.defineProperty(globalThis, 'caches', { configurable: true, value: original });
    }
    expect(deleted.sort()).toEqual([...PERSONAL_CACHES].sort());
    for (const name of APP_FILE_CACHES) expect(deleted).not.toContain(name);
  });
});
