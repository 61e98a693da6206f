import { CloudOff, RefreshCw, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useOnline } from '../hooks/use-online';
import { takeUpdatedFlag } from '../model/service-worker';

const UPDATED_NOTICE_MS = 8000;

/**
 * A small banner while the browser is offline, and a one-time "updated" notice after the page
 * switched to a new build. Both sit at the bottom edge and never cover the header.
 */
export function ConnectionNotices() {
  const online = useOnline();
  const [updated, setUpdated] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let id: number | undefined;
    void takeUpdatedFlag().then((updated) => {
      if (!updated || cancelled) return;
      setUpdated(true);
      id = window.setTimeout(() => setUpdated(false), UPDATED_NOTICE_MS);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(id);
    };
  }, []);

  return (
    <div
      className="pointer-events-none fixed inset-x-0 bottom-3 z-50 flex flex-col items-center gap-2 px-3"
      role="status"
      aria-live="polite"
    >
      {!online && (
        <p
          className="pointer-events-auto flex items-center gap-2 rounded-2xl border border-line bg-surface px-4 py-2 text-sm shadow-lg"
          data-testid="offline-banner"
        >
          <CloudOff className="size-4 shrink-0" aria-hidden />
          You&rsquo;re offline. The timer, sounds and the reader&rsquo;s preview keep working.
        </p>
      )}
      {updated && (
        <p
          className="pointer-events-auto flex items-center gap-2 rounded-full border border-line bg-surface py-1 pr-1 pl-4 text-sm shadow-lg"
          data-testid="updated-notice"
        >
          <RefreshCw className="size-4 shrink-0" aria-hidden />
          Quietdesk was updated to the latest version.
          <button
            type="button"
            onClick={() => setUpdated(false)}
            className="inline-flex size-8 items-center justify-center rounded-full hover:bg-subtle"
            aria-label="Dismiss"
          >
            <X className="size-4" aria-hidden />
          </button>
        </p>
      )}
    </div>
  );
}
