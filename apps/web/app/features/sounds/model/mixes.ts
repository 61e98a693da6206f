import type { MixLayer } from './sound-engine';
import { clampVolume, parseSoundId, type SoundId } from './sounds';

/**
 * Sound mixes: up to three sounds at once, each with its own volume, and named mixes saved in
 * this browser (lib/storage.ts), not on the server, so they work offline. The sounds playing
 * are a device preference like the volume; the named mixes are the person's and signing out
 * clears them.
 */

export const MAX_LAYERS = 3;
const MAX_SAVED_MIXES = 12;
export const MIX_NAME_MAX = 40;
export const DEFAULT_LAYER_VOLUME = 1;

export interface SavedMix {
  name: string;
  layers: MixLayer[];
}

/** Audible layers only, at most three, no sound twice, volumes clamped; garbage → []. */
export function parseLayers(value: unknown): MixLayer[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<SoundId>();
  const layers: MixLayer[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object') continue;
    const sound = parseSoundId((item as { sound?: unknown }).sound);
    if (sound === 'none' || seen.has(sound)) continue;
    seen.add(sound);
    layers.push({ sound, volume: clampVolume((item as { volume?: unknown }).volume) });
    if (layers.length === MAX_LAYERS) break;
  }
  return layers;
}

export function parseSavedMixes(value: unknown): SavedMix[] {
  if (!Array.isArray(value)) return [];
  return value
    .flatMap((item): SavedMix[] => {
      if (!item || typeof item !== 'object') return [];
      const name = String((item as { name?: unknown }).name ?? '')
        .trim()
        .slice(0, MIX_NAME_MAX);
      const layers = parseLayers((item as { layers?: unknown }).layers);
      return name && layers.length ? [{ name, layers }] : [];
    })
    .slice(0, MAX_SAVED_MIXES);
}

/** Saves (or replaces, by name ignoring case) a mix; the newest first. */
export function withMix(mixes: readonly SavedMix[], mix: SavedMix): SavedMix[] {
  const key = mix.name.toLowerCase();
  return [mix, ...mixes.filter((m) => m.name.toLowerCase() !== key)].slice(0, MAX_SAVED_MIXES);
}

/** A short description such as "Rain 100% + Brown Noise 40%". */
export function describeLayers(
  layers: readonly MixLayer[],
  nameOf: (id: SoundId) => string,
): string {
  return layers.map((l) => `${nameOf(l.sound)} ${Math.round(l.volume * 100)}%`).join(' + ');
}
