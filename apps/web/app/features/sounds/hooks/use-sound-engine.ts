import { useEffect } from 'react';
import { soundStore } from '../model/sound-store';
import { createWebAudioEngine, webAudioSupported } from '../model/web-audio-engine';

let installed = false;

/** Installs the Web Audio engine once, at the app shell (no audio starts until a click). */
export function useSoundEngine() {
  useEffect(() => {
    if (installed || !webAudioSupported()) return;
    installed = true;
    soundStore.setEngine(createWebAudioEngine());
  }, []);
}
