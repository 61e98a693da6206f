import { describe, expect, it } from 'vitest';
import { formatRatio, isTypingTarget, stepRatio } from './shortcuts';

describe('stepRatio', () => {
  it('moves by 0.05 without float noise and stays within 0.1..0.8', () => {
    expect(stepRatio(0.4, 1)).toBe(0.45);
    expect(stepRatio(0.1, 1)).toBe(0.15);
    expect(stepRatio(0.1, -1)).toBe(0.1);
    expect(stepRatio(0.8, 1)).toBe(0.8);
  });
  it('shows the ratio as a percentage', () => {
    expect(formatRatio(0.4)).toBe('40%');
    expect(formatRatio(0.15000000000000002)).toBe('15%');
  });
});

describe('isTypingTarget', () => {
  const el = (html: string) => {
    document.body.innerHTML = html;
    return document.body.firstElementChild;
  };
  it('is true for text fields, selects and editable content', () => {
    expect(isTypingTarget(el('<textarea></textarea>'))).toBe(true);
    expect(isTypingTarget(el('<input type="text">'))).toBe(true);
    expect(isTypingTarget(el('<input>'))).toBe(true);
    expect(isTypingTarget(el('<select></select>'))).toBe(true);
    expect(isTypingTarget(el('<div contenteditable="true"></div>'))).toBe(true);
  });
  it('is false for sliders, buttons and the page', () => {
    expect(isTypingTarget(el('<input type="range">'))).toBe(false);
    expect(isTypingTarget(el('<button></button>'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
