/// <reference lib="webworker" />
import { renderSound } from '@quietdesk/core/audio/render';
import type { SoundId } from '@quietdesk/core/audio/sounds';

// Rendering takes up to ~250 ms (lo-fi); off the main thread the UI never stutters meanwhile.
declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<{ requestId: number; id: SoundId; sampleRate: number }>) => {
  const { requestId, id, sampleRate } = event.data;
  try {
    const rendered = renderSound(id, { sampleRate });
    const channels = rendered?.channels ?? null;
    self.postMessage(
      { requestId, channels },
      channels ? channels.map((c) => c.buffer as ArrayBuffer) : [],
    );
  } catch (error) {
    self.postMessage({ requestId, error: String(error) });
  }
};
