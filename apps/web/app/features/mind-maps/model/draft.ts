import type { StoredMapData } from '@quietdesk/core/api/mind-maps';
import { PERSONAL_KEY_PREFIXES } from '~/lib/storage';

// Unsaved edits are kept in localStorage until the server has them, so a reload, a crash or a
// closed tab loses nothing. The draft remembers the version it was based on: restoring it over a
// newer server version is a conflict the save will report (409).

export interface MapDraft {
  mapId: string;
  baseVersion: number;
  mapData: StoredMapData;
  savedAt: number;
}

const key = (mapId: string) => `${PERSONAL_KEY_PREFIXES.mindMapDraft}${mapId}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readDraft(mapId: string): MapDraft | null {
  try {
    const raw = storage()?.getItem(key(mapId));
    if (!raw) return null;
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
  try {
    storage()?.setItem(key(draft.mapId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(mapId: string): void {
  try {
    storage()?.removeItem(key(mapId));
  } catch {
    // Nothing to do: the draft simply stays.
  }
}

export function sameGraph(a: StoredMapData, b: StoredMapData): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
