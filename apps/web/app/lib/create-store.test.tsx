import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore, useStore } from './create-store';

describe('createStore', () => {
  afterEach(cleanup);

  it('notifies only on real changes', () => {
    const store = createStore(1);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(1);
    expect(listener).not.toHaveBeenCalled();
    store.set((n) => n + 1);
    expect(store.get()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('re-renders subscribed components', () => {
    const store = createStore('a');
    function View() {
      return <p>{useStore(store)}</p>;
    }
    render(<View />);
    expect(screen.getByText('a')).toBeTruthy();
    act(() => store.set('b'));
    expect(screen.getByText('b')).toBeTruthy();
  });
});
