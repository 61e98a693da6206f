import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

/** A tiny external store: enough for app-wide UI state without a state library. */
export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      const value = typeof next === 'function' ? (next as (prev: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Subscribe a component to a store. `serverSnapshot` is what prerendered HTML and the first
 * hydration render see, so stored preferences never cause a hydration mismatch.
 */
export function useStore<T>(store: Store<T>, serverSnapshot: T = store.get()): T {
  return useSyncExternalStore(store.subscribe, store.get, () => serverSnapshot);
}
