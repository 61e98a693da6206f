import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
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

describe('the service worker caches only what sign-out clears', () => {
  it('every runtime cache in generate-sw.mjs is in PERSONAL_CACHES', () => {
    const source = readFileSync(path.join(__dirname, '../../scripts/generate-sw.mjs'), 'utf8');
    const names = [...source.matchAll(/cacheName:\s*'([^']+)'/g)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(PERSONAL_CACHES).toContain(name);
  });
});
