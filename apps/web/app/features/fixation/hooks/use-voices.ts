import { useEffect, useState } from 'react';

export interface VoicesState {
  /** False when the browser has no speechSynthesis at all. */
  supported: boolean;
  voices: SpeechSynthesisVoice[];
}

const synth = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' &&
  typeof window.speechSynthesis?.getVoices === 'function' &&
  typeof window.SpeechSynthesisUtterance === 'function'
    ? window.speechSynthesis
    : null;

/** The browser's voices, which Chrome loads asynchronously (`voiceschanged`). */
export function useVoices(): VoicesState {
  const [state, setState] = useState<VoicesState>(() => {
    const s = synth();
    return { supported: s !== null, voices: s ? s.getVoices() : [] };
  });
  useEffect(() => {
    const s = synth();
    if (!s) return;
    const update = () => setState({ supported: true, voices: s.getVoices() });
    update();
    s.addEventListener('voiceschanged', update);
    return () => s.removeEventListener('voiceschanged', update);
  }, []);
  return state;
}
