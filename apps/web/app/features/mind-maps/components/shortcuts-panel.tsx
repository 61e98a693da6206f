import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';

const SHORTCUTS: [string, string][] = [
  ['Tab', 'Add a child to the focused or selected node and type its text'],
  ['Enter', 'Add a sibling to the selected node and type its text'],
  ['F2 or double-click', 'Edit the selected node’s text (Enter or leaving the field keeps it)'],
  ['F', 'Fold or unfold the focused or selected node’s branch'],
  ['Arrow keys', 'Move the selected nodes by 5 (Shift: by 20)'],
  ['Backspace or Delete', 'Delete the selected nodes or connections'],
  ['Ctrl/⌘ + click', 'Select several nodes'],
  ['Ctrl/⌘ + Z', 'Undo'],
  ['Ctrl/⌘ + Shift + Z or Ctrl + Y', 'Redo'],
  ['Ctrl/⌘ + S', 'Save changes'],
  ['Esc', 'Clear the selection (Tab then moves focus on)'],
  ['?', 'Show or hide this list'],
];

export function ShortcutsPanel({ onClose }: { onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <div
      role="dialog"
      aria-label="Keyboard shortcuts"
      className="absolute top-3 right-3 z-20 w-[min(24rem,calc(100%-1.5rem))] rounded-2xl border border-line bg-surface p-4 shadow-lg"
      onKeyDown={(e) => {
        if (e.key === 'Escape' || e.key === '?') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">Keyboard shortcuts</h2>
        <button
          ref={close}
          type="button"
          aria-label="Close shortcuts"
          className="rounded-lg p-1 hover:bg-subtle"
          onClick={onClose}
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {SHORTCUTS.map(([keys, what]) => (
          <div key={keys} className="contents">
            <dt>
              <kbd className="rounded border border-line bg-subtle px-1.5 py-0.5 font-mono text-xs">
                {keys}
              </kbd>
            </dt>
            <dd className="text-muted">{what}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
