import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTimeLeft, sessionStore, setActiveSession } from './active-session';

describe('session store', () => {
  afterEach(() => setActiveSession(null));

  it('is empty until a session starts, and notifies subscribers', () => {
    expect(sessionStore.get()).toBeNull();
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    setActiveSession({ taskName: 'Write report', mode: 'work', timeLeft: 1500, isRunning: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(sessionStore.get()?.taskName).toBe('Write report');
    unsubscribe();
    setActiveSession(null);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('formats time left as MM:SS', () => {
    expect(formatTimeLeft(1500)).toBe('25:00');
    expect(formatTimeLeft(61)).toBe('01:01');
    expect(formatTimeLeft(-4)).toBe('00:00');
  });
});
