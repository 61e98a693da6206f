import { describe, expect, it } from 'vitest';
import { DEFAULT_TTS_SETTINGS, normaliseRate, parseTtsSettings } from './tts-settings';

describe('tts settings', () => {
  it('defaults to off, rate 1, no chosen voice', () => {
    expect(parseTtsSettings(null)).toEqual({ enabled: false, rate: 1, voiceName: null });
    expect(parseTtsSettings('not json')).toBe(DEFAULT_TTS_SETTINGS);
    expect(parseTtsSettings('[1]')).toEqual(DEFAULT_TTS_SETTINGS);
  });

  it('reads stored values and repairs bad ones', () => {
    expect(
      parseTtsSettings(JSON.stringify({ enabled: true, rate: 1.5, voiceName: 'Samantha' })),
    ).toEqual({ enabled: true, rate: 1.5, voiceName: 'Samantha' });
    expect(parseTtsSettings(JSON.stringify({ enabled: 'yes', rate: 9, voiceName: 3 }))).toEqual({
      enabled: false,
      rate: 2,
      voiceName: null,
    });
  });

  it('clamps the rate into 0.5..2 and snaps it to 0.1 without float noise', () => {
    expect(normaliseRate(0.1)).toBe(0.5);
    expect(normaliseRate(1.2999)).toBe(1.3);
    expect(normaliseRate(Number.NaN)).toBe(1);
    expect(normaliseRate('1.5')).toBe(1);
  });
});
