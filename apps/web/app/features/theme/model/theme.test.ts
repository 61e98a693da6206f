import { afterEach, describe, expect, it } from 'vitest';
import {
  THEME_INIT_SCRIPT,
  applyRootClasses,
  isDark,
  parseColorMode,
  parseTheme,
  rootClasses,
} from './theme';

describe('theme validation', () => {
  it('accepts only light, dark or system', () => {
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('system')).toBe('system');
    for (const bad of [null, undefined, '', 'Dark', 'blue', '"dark"', 1, {}]) {
      expect(parseTheme(bad)).toBe('system');
    }
  });

  it('accepts only default, calm or focus', () => {
    expect(parseColorMode('calm')).toBe('calm');
    expect(parseColorMode('focus')).toBe('focus');
    expect(parseColorMode('default')).toBe('default');
    for (const bad of [null, 'CALM', 'contrast', 0]) expect(parseColorMode(bad)).toBe('default');
  });

  it('resolves system against the OS preference', () => {
    expect(isDark('system', true)).toBe(true);
    expect(isDark('system', false)).toBe(false);
    expect(isDark('dark', false)).toBe(true);
    expect(isDark('light', true)).toBe(false);
  });

  it('maps preferences to root classes', () => {
    expect(rootClasses('dark', 'calm', false)).toEqual({
      dark: true,
      'color-calm': true,
      'color-focus': false,
    });
    expect(rootClasses('light', 'focus', true)).toEqual({
      dark: false,
      'color-calm': false,
      'color-focus': true,
    });
  });
});

describe('inline init script', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
  });

  function runScript() {
    new Function(THEME_INIT_SCRIPT)();
    expect(document.documentElement.dataset.theme).toBeTruthy();
    return document.documentElement;
  }

  it('applies valid stored values like applyRootClasses does', () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('colorMode', 'focus');
    const root = runScript();
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.classList.contains('color-focus')).toBe(true);

    const expected = document.createElement('html');
    applyRootClasses(expected, 'dark', 'focus', false);
    expect([...root.classList].filter((c) => c !== 'js').sort()).toEqual(
      [...expected.classList].sort(),
    );
    expect(root.classList.contains('js')).toBe(true);
  });

  it('ignores invalid stored values', () => {
    localStorage.setItem('theme', 'purple');
    localStorage.setItem('colorMode', 'loud');
    const root = runScript();
    expect(root.classList.contains('color-calm')).toBe(false);
    expect(root.classList.contains('color-focus')).toBe(false);
  });
});
