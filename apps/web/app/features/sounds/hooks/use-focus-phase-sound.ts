import { useEffect, useRef } from 'react';
import { soundStore } from '../model/sound-store';

/**
 * The "Play sounds during focus" timer setting: the chosen sound or mix starts when a focus
 * phase runs and pauses when it stops running (a break, a pause, the end of the session). Acts
 * only on those changes, so the user can still pause or play by hand in between. The route
 * composes it with the timer's state (features do not import each other).
 */
export function useFocusPhaseSound(inFocus: boolean) {
  const last = useRef(inFocus);
  useEffect(() => {
    if (last.current === inFocus) return;
    last.current = inFocus;
    const { playWithFocus, sound } = soundStore.store.get();
    if (!playWithFocus || sound === 'none') return;
    if (inFocus) void soundStore.play();
    else soundStore.pause();
  }, [inFocus]);
}
