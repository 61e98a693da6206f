/** The fields of SpeechSynthesisVoice the preference needs (tests pass plain objects). */
interface VoiceLike {
  readonly name: string;
  readonly lang: string;
}

const normaliseLang = (lang: string) => lang.replace(/_/g, '-').toLowerCase();

/**
 * docs/product.md §7: prefer a US English voice by name (Chrome's "Google US English", Edge's "... (English
 * (United States))" has en-US instead), then any en-US voice, then any English voice, then the
 * first voice. Returns null when the browser has none (yet: voices load asynchronously).
 */
export function pickPreferredVoice<V extends VoiceLike>(voices: readonly V[]): V | null {
  return (
    voices.find((v) => /\bUS English\b/i.test(v.name)) ??
    voices.find((v) => normaliseLang(v.lang) === 'en-us') ??
    voices.find((v) => /^en(-|$)/.test(normaliseLang(v.lang))) ??
    voices[0] ??
    null
  );
}

/** The voice the user chose, if the browser still has it; otherwise the preferred one. */
export function resolveVoice<V extends VoiceLike>(
  voices: readonly V[],
  chosenName: string | null,
): V | null {
  return (chosenName && voices.find((v) => v.name === chosenName)) || pickPreferredVoice(voices);
}
