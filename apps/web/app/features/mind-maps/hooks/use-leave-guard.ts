import { useEffect } from 'react';

/**
 * Warns before closing or reloading the tab with unsaved changes. Moving elsewhere inside the
 * app needs no question: the edits stay in the local draft and come back with the map.
 */
export function useLeaveGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
