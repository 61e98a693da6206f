import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * `true` while this component renders HTML on the server or hydrates HTML it was sent, `false`
 * in every other render. Unlike `useHydrated`, it holds per component: a deferred part that
 * hydrates seconds after the shell still gets `true` for its hydration render (React reads the
 * server snapshot exactly while hydrating), so output that depends on the browser alone (history
 * state, an answer that arrived meanwhile) can wait for the render after it.
 */
export function useRendersSentHtml(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}
