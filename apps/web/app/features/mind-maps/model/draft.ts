import type { StoredMapData } from '@quietdesk/core/api/mind-maps';
import { PERSONAL_KEY_PREFIXES, readStorage, removeStorage, writeStorage } from '~/lib/storage';

// Unsaved edits are kept in localStorage until the server has them, so a reload, a crash or a
// closed tab loses nothing. The draft remembers the version it was based on: restoring it over a
// newer server version is a conflict the save will report (409).

interface MapDraft {
  mapId: string;
  baseVersion: number;
  mapData: StoredMapData;
  savedAt: number;
}

const key = (mapId: string) => `${PERSONAL_KEY_PREFIXES.mindMapDraft}${mapId}`;

export function readDraft(mapId: string): MapDraft | null {
  const raw = readStorage(key(mapId));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as MapDraft;
    if (
      value?.mapId !== mapId ||
      typeof value.baseVersion !== 'number' ||
      !Array.isArray(value.mapData?.nodes) ||
      !Array.isArray(value.mapData?.edges)
    ) {
      return null;
    }
    return value;
  } catch {
    return null;
  }
}

/** False when the browser refused (storage full or disabled). */
export function writeDraft(draft: MapDraft): boolean {
  return writeStorage(key(draft.mapId), JSON.stringify(draft));
}

export function clearDraft(mapId: string): void {
  removeStorage(key(mapId));
}

export function sameGraph(a: StoredMapData, b: StoredMapData): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
