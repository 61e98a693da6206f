import { PLAN_ITEM_MAX, PLAN_ITEMS_MAX } from '@quietdesk/core/api/planner';

/** The person's items, one per line (bullets and numbering dropped), blank lines ignored. */
export function parseItems(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter(Boolean)
    .map((line) => line.slice(0, PLAN_ITEM_MAX))
    .slice(0, PLAN_ITEMS_MAX);
}

/** Hours a day as typed ("1.5", "1,5"), or undefined when blank or not a sensible number. */
export function parseHours(text: string): number | undefined {
  const value = Number(text.trim().replace(',', '.'));
  if (!text.trim() || !Number.isFinite(value) || value < 0.25 || value > 16) return undefined;
  return value;
}
