import { playChime, primeChime } from './chime';
import { notify } from './notifications';
import { MODE_LABELS } from './active-session';
import { createTimerEngine } from './timer-engine';

/** The app-wide engine: chime and desktop notification at each phase end. */
export const timerEngine = createTimerEngine({
  effects: {
    gesture: primeChime,
    phaseEnded(event, state) {
      if (state.settings.soundEnabled) void playChime();
      const next = MODE_LABELS[event.to];
      const title = event.from === 'work' ? 'Focus session complete' : 'Break is over';
      notify(
        title,
        event.autoStarted ? `${next} has started.` : `${next} is ready — press Resume.`,
      );
    },
  },
});
