import { useId, useState, type ReactNode } from 'react';

/**
 * A chart's "Show as table" switch: the table holds the same figures for keyboard and screen
 * reader users (and anyone who prefers numbers), right under the picture it describes.
 */
export function TableToggle({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mt-3">
      <button
        type="button"
        className="text-sm text-accent-text underline"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Hide table' : 'Show as table'}
      </button>
      <div id={id} hidden={!open}>
        {open && (
          // Focusable so a keyboard can scroll a long table.
          <div
            className="mt-2 max-h-72 overflow-auto rounded-lg border border-line"
            tabIndex={0}
            role="region"
            aria-label="Table"
          >
            {children}
          </div>
        )}
      </div>
    </div>
  );
}

export const tableClass =
  'w-full text-left text-sm [&_td]:px-3 [&_td]:py-1 [&_th]:px-3 [&_th]:py-1';
export const headClass = 'sticky top-0 bg-subtle';
