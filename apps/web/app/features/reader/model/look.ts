import { createStore } from '~/lib/create-store';
import { DEVICE_KEYS, readStorage, writeStorage } from '~/lib/storage';

// How the reader shows a text: font, size, line height and width, remembered on this device.

export const LOOK_FONTS = ['serif', 'sans', 'dyslexic'] as const;
type LookFont = (typeof LOOK_FONTS)[number];
export const LOOK_FONT_LABELS: Record<LookFont, string> = {
  serif: 'Serif',
  sans: 'Sans-serif',
  dyslexic: 'OpenDyslexic',
};
export const LOOK_SIZE = { min: 14, max: 32, step: 1, default: 19 };
export const LOOK_LINE_HEIGHT = { min: 1.2, max: 2.4, step: 0.1, default: 1.7 };
export const LOOK_WIDTH = { min: 30, max: 90, step: 5, default: 65 };

export interface Look {
  font: LookFont;
  size: number;
  lineHeight: number;
  /** Line length in characters (ch). */
  width: number;
}

export const DEFAULT_LOOK: Look = {
  font: 'serif',
  size: LOOK_SIZE.default,
  lineHeight: LOOK_LINE_HEIGHT.default,
  width: LOOK_WIDTH.default,
};
const LOOK_STORAGE_KEY = DEVICE_KEYS.readerLook;

const within = (value: unknown, range: { min: number; max: number }, fallback: number) =>
  typeof value === 'number' && value >= range.min && value <= range.max ? value : fallback;

function parseLook(raw: string | null): Look {
  let value: Partial<Look> = {};
  try {
    value = raw ? (JSON.parse(raw) as Partial<Look>) : {};
  } catch {
    value = {};
  }
  return {
    font: LOOK_FONTS.includes(value.font as LookFont) ? (value.font as LookFont) : 'serif',
    size: within(value.size, LOOK_SIZE, LOOK_SIZE.default),
    lineHeight: within(value.lineHeight, LOOK_LINE_HEIGHT, LOOK_LINE_HEIGHT.default),
    width: within(value.width, LOOK_WIDTH, LOOK_WIDTH.default),
  };
}

export const lookStore = createStore<Look>(
  typeof window === 'undefined' ? DEFAULT_LOOK : parseLook(readStorage(LOOK_STORAGE_KEY)),
);

export function updateLook(patch: Partial<Look>): void {
  lookStore.set((look) => {
    const next = { ...look, ...patch };
    writeStorage(LOOK_STORAGE_KEY, JSON.stringify(next));
    return next;
  });
}

export const FONT_FAMILIES: Record<LookFont, string> = {
  serif: 'ui-serif, Georgia, Cambria, "Times New Roman", serif',
  sans: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif',
  dyslexic: '"OpenDyslexic", ui-sans-serif, sans-serif',
};
