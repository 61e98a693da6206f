import { useEffect } from 'react';
import { soundStore } from '../model/sound-store';

let installed = false;

/**
 * Installs the Web Audio engine once, at the app shell (no audio starts until a click). The
 * synthesis code is a chunk of its own, fetched after the first render: nothing plays before a
 * click, so no screen waits for it.
 */
export function useSoundEngine() {
  useEffect(() => {
    if (installed) return;
    installed = true;
    void import('../model/web-audio-engine').then(({ createWebAudioEngine, webAudioSupported }) => {
      if (webAudioSupported()) soundStore.setEngine(createWebAudioEngine());
    });
  }, []);
}
