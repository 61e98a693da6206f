/**
 * Fixation reader limits (docs/product.md §5, §9). The web sliders, the API schemas and the tokenizer all
 * read these, so a range changes in one place.
 */
interface FixationRange {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly default: number;
}

/** Share of each word shown in bold: 0.1 to 0.8, step 0.05, default 0.4. */
export const FIXATION_RATIO: FixationRange = Object.freeze({
  min: 0.1,
  max: 0.8,
  step: 0.05,
  default: 0.4,
});

/** Text-to-speech rate multiplier: 0.5 to 2.0, step 0.1, default 1. */
export const SPEECH_RATE: FixationRange = Object.freeze({
  min: 0.5,
  max: 2.0,
  step: 0.1,
  default: 1,
});

/** Longest text the API accepts (characters as JavaScript counts them, UTF-16 code units). */
export const MAX_TEXT_LENGTH = 2_000_000;
