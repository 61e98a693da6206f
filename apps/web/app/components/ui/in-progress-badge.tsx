import { clsx } from 'clsx';

/**
 * The "In progress" mark for a tool that is still being built. Shown only where a tool's
 * `inProgress` flag in lib/tools.ts is set, so shipping a tool removes every mark at once.
 * `inheritColor` draws it in the surrounding text colour (e.g. on a selected tab).
 */
export function InProgressBadge({ inheritColor = false }: { inheritColor?: boolean }) {
  return (
    <span
      className={clsx(
        'ml-2 rounded-full border px-2 py-0.5 align-middle text-xs font-medium',
        inheritColor ? 'border-current' : 'border-line text-muted',
      )}
    >
      In progress
    </span>
  );
}
