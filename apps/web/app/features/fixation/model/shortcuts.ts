import { FIXATION_RATIO } from '@quietdesk/core/fixation/constants';

/** Shown on screen and handled by useReaderShortcuts. */
export const SHORTCUTS: readonly { keys: readonly string[]; action: string }[] = [
  { keys: ['Ctrl/⌘', 'Enter'], action: 'Process (in the text box)' },
  { keys: ['E'], action: 'Expand' },
  { keys: ['Esc'], action: 'Close focus view' },
  { keys: ['P'], action: 'Play / pause speech' },
  { keys: ['[', ']'], action: 'Weaker / stronger bolding' },
];

const NON_TYPING_INPUTS = new Set(['range', 'checkbox', 'radio', 'button', 'submit', 'reset']);

/** True when keys typed into `target` are text (so single-letter shortcuts must not fire). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  const tag = el.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') return !NON_TYPING_INPUTS.has((el as HTMLInputElement).type);
  return false;
}

/** Rounds away float noise (0.1 + 0.05 = 0.15000000000000002). */
export const roundRatio = (ratio: number) => Math.round(ratio * 100) / 100;

/** One slider step up or down, kept within 0.1..0.8. */
export function stepRatio(ratio: number, direction: 1 | -1): number {
  const next = roundRatio(ratio + direction * FIXATION_RATIO.step);
  return Math.min(FIXATION_RATIO.max, Math.max(FIXATION_RATIO.min, next));
}

/** "40%" */
export const formatRatio = (ratio: number) => `${Math.round(ratio * 100)}%`;
