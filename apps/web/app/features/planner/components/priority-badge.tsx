import { clsx } from 'clsx';
import { ChevronDown, ChevronsUp, Equal } from 'lucide-react';
import type { Priority } from '@quietdesk/core/api/planner';
import { PRIORITY_LABELS } from '../model/plan-edit';

// Priority is told by the word and a distinct icon; the colour only repeats it.
const STYLES: Record<Priority, { icon: typeof ChevronsUp; className: string }> = {
  high: {
    icon: ChevronsUp,
    className:
      'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950/60 dark:text-red-200',
  },
  medium: {
    icon: Equal,
    className:
      'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-200',
  },
  low: {
    icon: ChevronDown,
    className: 'border-line bg-subtle text-muted',
  },
};

export function PriorityBadge({ priority }: { priority: Priority }) {
  const { icon: Icon, className } = STYLES[priority];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
        className,
      )}
      data-priority={priority}
    >
      <Icon className="size-3.5" aria-hidden />
      {PRIORITY_LABELS[priority]}
    </span>
  );
}
