import { useEffect, useState } from 'react';

interface VoicesState {
  /** False when the browser has no speechSynthesis at all. */
  supported: boolean;
  voices: SpeechSynthesisVoice[];
  /** False until mounted: prerendered HTML and hydration cannot know the browser's voices. */
  checked: boolean;
}

const synth = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' &&
  typeof window.speechSynthesis?.getVoices === 'function' &&
  typeof window.SpeechSynthesisUtterance === 'function'
    ? window.speechSynthesis
    : null;

/** The browser's voices, which Chrome loads asynchronously (`voiceschanged`). */
export function useVoices(): VoicesState {
  const [state, setState] = useState<VoicesState>({ supported: false, voices: [], checked: false });
  useEffect(() => {
    const s = synth();
    if (!s) {
      setState({ supported: false, voices: [], checked: true });
      return;
    }
    const update = () => setState({ supported: true, voices: s.getVoices(), checked: true });
    update();
    s.addEventListener('voiceschanged', update);
    return () => s.removeEventListener('voiceschanged', update);
  }, []);
  return state;
}
