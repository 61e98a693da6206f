import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  APP_FILE_CACHES,
  clearPersonalData,
  PERSONAL_CACHES,
  PERSONAL_KEY_PREFIXES,
  PERSONAL_KEYS,
} from './storage';

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
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('soundVolume', '0.3');

    await clearPersonalData();

    expect(Object.keys(localStorage).sort()).toEqual(['soundVolume', 'theme']);
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
