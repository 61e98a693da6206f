import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router';

interface LeaveGuard {
  /** 'blocked' while the app waits for the person to answer "leave without saving?". */
  blocker: Blocker;
  /** Lets the next in-app navigation through without asking (the editor's own moves). */
  allowNextLeave: () => void;
}

/**
 * Asks before leaving the editor with unsaved changes: the browser's own prompt when the tab is
 * closed or reloaded, and the app's question (see LeaveDialog) when a link, the Back button or
 * the browser's back arrow would move to another page of the app.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // The router asks the function at navigation time, so it reads refs rather than a value
  // captured at the last render (a save that just finished may not have re-rendered yet).
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const allowed = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    if (allowed.current) {
      allowed.current = false;
      return false;
    }
    return dirtyRef.current && currentLocation.pathname !== nextLocation.pathname;
  }, []);
  const blocker = useBlocker(shouldBlock);
  const allowNextLeave = useCallback(() => {
    allowed.current = true;
  }, []);
  return { blocker, allowNextLeave };
}
