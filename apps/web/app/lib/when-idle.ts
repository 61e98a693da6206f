/**
 * Runs `callback` when the browser is idle, at the latest after `timeout` ms; where there is no
 * requestIdleCallback (Safari), after `fallback` ms. Returns the cancel.
 */
export function whenIdle(
  callback: () => void,
  { timeout, fallback }: { timeout: number; fallback: number },
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, fallback);
  return () => window.clearTimeout(id);
}
