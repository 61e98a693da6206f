import { useEffect, useRef } from 'react';
import { Button } from '~/components/ui/button';

/**
 * "Leave without saving?" as a modal dialog: the page behind it is inert, focus starts on Stay
 * (the choice that loses nothing) and Esc means Stay.
 */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby="leave-dialog-title"
      aria-describedby="leave-dialog-text"
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl border border-line bg-surface p-5 text-ink shadow-xl backdrop:bg-black/40"
      // The editor's own shortcuts (undo, save, Tab to add a child) listen on the window: keys
      // pressed in the dialog stay in the dialog.
      onKeyDown={(event) => event.stopPropagation()}
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
    >
      <h2 id="leave-dialog-title" className="text-lg font-semibold">
        Leave without saving?
      </h2>
      <p id="leave-dialog-text" className="mt-2 text-sm text-muted">
        This map has changes that are not saved. If you leave, they are kept only on this device and
        come back the next time you open the map here.
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" size="sm" autoFocus onClick={onStay}>
          Stay
        </Button>
        <Button size="sm" onClick={onLeave}>
          Leave
        </Button>
      </div>
    </dialog>
  );
}
