import { describe, expect, it } from 'vitest';
import {
  PASSAGES,
  formatCheckDate,
  isPlausibleWpm,
  parseSpeedCheck,
  passageWords,
  speedDifferencePercent,
  wordsPerMinute,
} from './speed-check';

describe('wordsPerMinute', () => {
  it('is words divided by minutes, rounded', () => {
    expect(wordsPerMinute(200, 60_000)).toBe(200);
    expect(wordsPerMinute(220, 50_000)).toBe(264);
    expect(wordsPerMinute(206, 45_500)).toBe(272); // 271.65
  });
  it('is NaN for a zero or negative duration', () => {
    expect(wordsPerMinute(200, 0)).toBeNaN();
    expect(wordsPerMinute(200, -5)).toBeNaN();
  });
});

describe('plausibility and difference', () => {
  it('accepts 40..1500 wpm only', () => {
    expect(isPlausibleWpm(40)).toBe(true);
    expect(isPlausibleWpm(1500)).toBe(true);
    expect(isPlausibleWpm(39)).toBe(false);
    expect(isPlausibleWpm(1501)).toBe(false);
    expect(isPlausibleWpm(Number.NaN)).toBe(false);
  });
  it('reports the fixation speed relative to plain, either sign', () => {
    expect(speedDifferencePercent(200, 250)).toBe(25);
    expect(speedDifferencePercent(250, 200)).toBe(-20);
  });
});

describe('passages', () => {
  it('are about 200 words each, of similar length, each with a valid answer', () => {
    const [a, b] = PASSAGES.map(passageWords) as [number, number];
    for (const n of [a, b]) expect(n).toBeGreaterThanOrEqual(180);
    for (const n of [a, b]) expect(n).toBeLessThanOrEqual(240);
    expect(Math.abs(a - b) / Math.max(a, b)).toBeLessThan(0.15);
    for (const p of PASSAGES) expect(p.options[p.answer]).toBeDefined();
    expect(PASSAGES[0].text).not.toBe(PASSAGES[1].text);
  });
});

describe('parseSpeedCheck', () => {
  const good = {
    plainWpm: 230,
    fixationWpm: 221,
    plainCorrect: true,
    fixationCorrect: false,
    measuredAt: '2026-03-12T10:00:00.000Z',
  };
  it('reads a stored result', () => {
    expect(parseSpeedCheck(JSON.stringify(good))).toEqual(good);
  });
  it('ignores missing, malformed or implausible results', () => {
    expect(parseSpeedCheck(null)).toBeNull();
    expect(parseSpeedCheck('{')).toBeNull();
    expect(parseSpeedCheck(JSON.stringify({ ...good, plainWpm: 0 }))).toBeNull();
    expect(parseSpeedCheck(JSON.stringify({ ...good, measuredAt: 'yesterday' }))).toBeNull();
  });
  it('formats the check date for the label', () => {
    expect(formatCheckDate(good.measuredAt)).toBe('12 March 2026');
  });
});
