/**
 * Timer keyboard shortcuts: Space start/pause/resume, S skip. Esc is deliberately not one: it is
 * the reflex key for "close this", and a reflex must never end a session and lose its task name.
 * Stopping is the Stop Session button's job (with an undo toast).
 */

type ShortcutAction = 'toggle' | 'skip';

export const SHORTCUTS: readonly { keys: string; label: string }[] = [
  { keys: 'Space', label: 'Start / pause / resume' },
  { keys: 'S', label: 'Skip phase' },
];

function closest(target: EventTarget | null, selector: string): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  return (
    (target as HTMLElement).isContentEditable || (target as Element).closest(selector) !== null
  );
}

/** Typing into a field, or working inside a menu or dialog (whose Esc closes it). */
const TYPING =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="menu"], [role="dialog"], [role="listbox"], [data-own-keys]';
/** Controls whose own Space activates them: a shortcut must not fire a second action. */
const SPACE_OWNERS =
  'button, a[href], summary, [role="button"], [role="slider"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"]';

/** Which timer action a key press means, or null when it must be left alone. */
export function shortcutFor(
  event: Pick<
    KeyboardEvent,
    | 'key'
    | 'code'
    | 'altKey'
    | 'ctrlKey'
    | 'metaKey'
    | 'shiftKey'
    | 'repeat'
    | 'target'
    | 'defaultPrevented'
    | 'isComposing'
  >,
): ShortcutAction | null {
  if (event.defaultPrevented || event.isComposing || event.repeat) return null;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (closest(event.target, TYPING)) return null;
  if (event.key === ' ' || event.code === 'Space') {
    return closest(event.target, SPACE_OWNERS) ? null : 'toggle';
  }
  if (event.key === 's' || event.key === 'S') return 'skip';
  return null;
}
