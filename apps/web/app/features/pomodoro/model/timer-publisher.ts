import { formatMMSS, timeLeftMs } from '@quietdesk/core/timer/machine';
import type { TimerState } from '@quietdesk/core/timer/types';
import { MODE_LABELS, setActiveSession } from './active-session';

const APP_TITLE = 'Quietdesk';

/**
 * Shows the running session outside the timer screen: the header and dashboard slot
 * (`active-session.ts`) and the tab title ("24:59 · Focus — Quietdesk"). Either can be off
 * (isolated tests).
 */
export function createTimerPublisher(opts: { slot: boolean; title: boolean }) {
  let baseTitle: string | null = null;
  let writtenTitle: string | null = null;

  return function publish(state: TimerState, t: number) {
    if (opts.slot) {
      setActiveSession(
        state.session && state.mode !== 'idle'
          ? {
              taskName: state.session.taskName,
              mode: state.mode,
              timeLeft: Math.ceil(timeLeftMs(state, t) / 1000),
              isRunning: state.isRunning,
            }
          : null,
      );
    }
    if (!opts.title || typeof document === 'undefined') return;
    // A route may have set its own title since we last wrote one: that is the one to restore.
    if (document.title !== writtenTitle) baseTitle = document.title;
    if (state.session && state.mode !== 'idle') {
      writtenTitle = `${formatMMSS(timeLeftMs(state, t))} · ${MODE_LABELS[state.mode]} — ${APP_TITLE}`;
      document.title = writtenTitle;
    } else if (writtenTitle !== null) {
      if (document.title === writtenTitle && baseTitle !== null) document.title = baseTitle;
      writtenTitle = null;
    }
  };
}
