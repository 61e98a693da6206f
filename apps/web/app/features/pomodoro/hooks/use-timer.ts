import { useEffect } from 'react';
import { useStore } from '~/lib/create-store';
import { shortcutFor } from '../model/shortcuts';
import type { TimerEngine } from '../model/timer-engine';
import { timerEngine } from '../model/timer-instance';

/** The timer's snapshot (state, clock, busy/error flags); re-renders once per displayed second. */
export function useTimer() {
  return useStore(timerEngine.store);
}

/** Space start/pause/resume, S skip — never while typing or with modifier keys. */
export function useTimerShortcuts(onStart: () => void, engine: TimerEngine = timerEngine) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (!action) return;
      const { state } = engine.store.get();
      if (action === 'toggle') {
        event.preventDefault();
        if (state.session === null) onStart();
        else engine.toggle();
      } else if (state.session) {
        engine.skip();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [engine, onStart]);
}
