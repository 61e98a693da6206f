import { Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { timerEngine } from '../model/timer-instance';

/**
 * "Session stopped · Undo" for a few seconds after Stop Session. The stop has already happened
 * here (docs/product.md §4: idle, counter +1); its report to the server waits until the toast closes.
 */
export function StopUndoToast({
  until,
  now,
  onUndone,
}: {
  until: number | null;
  now: number;
  onUndone(): void;
}) {
  const [, rerender] = useState(0);
  // The timer engine stops ticking when idle; count the toast's own seconds down.
  useEffect(() => {
    if (until === null) return;
    const handle = setInterval(() => rerender((n) => n + 1), 1000);
    return () => clearInterval(handle);
  }, [until]);
  if (until === null) return null;
  const seconds = Math.max(1, Math.ceil((until - Math.max(now, Date.now())) / 1000));
  return (
    <div
      role="status"
      data-testid="stop-undo"
      className="mt-3 flex w-full items-center justify-between gap-3 rounded-xl border border-line bg-subtle px-3 py-2 text-sm"
    >
      <span>Session stopped.</span>
      <button
        type="button"
        onClick={() => {
          if (timerEngine.undoStop()) onUndone();
        }}
        className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 font-semibold text-accent-text hover:bg-surface"
      >
        <Undo2 className="size-4" aria-hidden /> Undo
        <span aria-hidden className="font-normal text-muted tabular-nums">
          ({seconds}s)
        </span>
      </button>
    </div>
  );
}
