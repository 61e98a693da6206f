import { describe, expect, it } from 'vitest';
import { shortcutFor } from './shortcuts';

function press(key: string, target: EventTarget = document.body, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return shortcutFor(event);
}

describe('timer shortcuts', () => {
  it('maps Space, S and Esc on the page', () => {
    expect(press(' ')).toBe('toggle');
    expect(press('s')).toBe('skip');
    expect(press('S')).toBe('skip');
    // Esc closes things; it never stops a session.
    expect(press('Escape')).toBeNull();
    expect(press('x')).toBeNull();
  });

  it('stays out of fields, editable content, menus and dialogs', () => {
    for (const html of [
      '<input />',
      '<textarea></textarea>',
      '<select><option>a</option></select>',
      '<div contenteditable="true"><span>x</span></div>',
      '<div role="dialog"><p>x</p></div>',
    ]) {
      document.body.innerHTML = html;
      const target = document.body.querySelector('span, p') ?? document.body.firstElementChild!;
      expect(press(' ', target), html).toBeNull();
      expect(press('s', target), html).toBeNull();
      expect(press('Escape', target), html).toBeNull();
    }
  });

  it('ignores modifier keys and auto-repeat', () => {
    expect(press('s', document.body, { ctrlKey: true })).toBeNull();
    expect(press('s', document.body, { metaKey: true })).toBeNull();
    expect(press('s', document.body, { altKey: true })).toBeNull();
    expect(press('S', document.body, { shiftKey: true })).toBeNull();
    expect(press(' ', document.body, { repeat: true })).toBeNull();
  });

  it('leaves Space to a focused button but still takes S on it', () => {
    document.body.innerHTML = '<button>Go</button>';
    const button = document.body.querySelector('button')!;
    expect(press(' ', button)).toBeNull();
    expect(press('s', button)).toBe('skip');
  });
});
