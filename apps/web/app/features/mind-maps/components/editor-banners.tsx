import { X } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '~/components/ui/button';
import type { Toast } from '../hooks/use-map-sync';
import { alertClass } from './styles';

export function ConflictBanner(props: {
  message: string;
  working: boolean;
  onReloadTheirs: () => void;
  onSaveCopy: () => void;
}) {
  return (
    <div role="alert" className={alertClass}>
      <p className="font-semibold">This map was changed somewhere else.</p>
      <p className="mt-1">{props.message}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={props.working}
          onClick={props.onReloadTheirs}
        >
          Reload theirs
        </Button>
        <Button size="sm" disabled={props.working} onClick={props.onSaveCopy}>
          Save mine as a copy
        </Button>
      </div>
    </div>
  );
}

/** docs/product.md §2: one save error banner, top right. */
export function SaveErrorBanner({
  message,
  onDismiss,
}: {
  message: string;
  onDismiss: () => void;
}) {
  return (
    <div
      role="alert"
      className={`${alertClass} absolute top-3 right-3 z-10 flex max-w-md items-start gap-3 shadow-md`}
    >
      <p>
        <strong>Save Error:</strong> {message}
      </p>
      <button
        type="button"
        aria-label="Dismiss the save error"
        onClick={onDismiss}
        className="shrink-0 rounded p-0.5"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}

const TOAST_MS = 4000;

/** The save alerts of docs/product.md §4/§8, as a message that does not block the page. */
export function ToastMessage({ toast, onDone }: { toast: Toast; onDone: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, onDone]);
  const tone =
    toast.kind === 'error'
      ? 'border-red-300 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200'
      : 'border-line bg-surface text-ink';
  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      className={`fixed bottom-4 left-1/2 z-50 -translate-x-1/2 rounded-xl border px-4 py-3 text-sm shadow-lg ${tone}`}
    >
      {toast.text}
    </div>
  );
}
