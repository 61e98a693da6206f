import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '~/lib/create-store';
import { SpeechController, type SpeechState } from '../model/speech';
import { ttsSettingsStore, updateTtsSettings } from '../model/stores';
import { DEFAULT_TTS_SETTINGS } from '../model/tts-settings';
import { resolveVoice } from '../model/voices';
import { useVoices } from './use-voices';

/** Speech state and controls for the reader; one SpeechController per mounted screen. */
export function useSpeech() {
  const settings = useStore(ttsSettingsStore, DEFAULT_TTS_SETTINGS);
  const { supported, voices, checked } = useVoices();
  const voice = useMemo(
    () => resolveVoice(voices, settings.voiceName),
    [voices, settings.voiceName],
  );
  const [state, setState] = useState<SpeechState>('idle');
  const [spokenOffset, setSpokenOffset] = useState<number | null>(null);
  const controllerRef = useRef<SpeechController | null>(null);

  useEffect(() => {
    if (!supported) return;
    const controller = new SpeechController({
      synth: window.speechSynthesis,
      createUtterance: (text) => new SpeechSynthesisUtterance(text),
      onState: setState,
      onWord: setSpokenOffset,
    });
    controllerRef.current = controller;
    return () => {
      controller.stop();
      controllerRef.current = null;
    };
  }, [supported]);

  useEffect(() => {
    controllerRef.current?.setOptions({ rate: settings.rate, voice });
  }, [settings.rate, voice, supported]);

  // docs/product.md §4: turning text-to-speech off cancels speech.
  useEffect(() => {
    if (!settings.enabled) controllerRef.current?.stop();
  }, [settings.enabled]);

  const canSpeak = supported && settings.enabled && voices.length > 0;

  const play = useCallback((text: string) => {
    if (text.trim()) controllerRef.current?.play(text);
  }, []);
  const stop = useCallback(() => controllerRef.current?.stop(), []);
  const pause = useCallback(() => controllerRef.current?.pause(), []);
  const resume = useCallback(() => controllerRef.current?.resume(), []);

  /** P: play when idle, pause while speaking, resume when paused. */
  const toggle = useCallback(
    (text: string) => {
      const c = controllerRef.current;
      if (!c || !canSpeak) return;
      const s = c.getState();
      if (s === 'idle') play(text);
      else if (s === 'speaking') c.pause();
      else c.resume();
    },
    [canSpeak, play],
  );

  return {
    checked,
    supported,
    voices,
    voice,
    settings,
    update: updateTtsSettings,
    state,
    spokenOffset,
    canSpeak,
    play,
    stop,
    pause,
    resume,
    toggle,
  };
}

export type Speech = ReturnType<typeof useSpeech>;
