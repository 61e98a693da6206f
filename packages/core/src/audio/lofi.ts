import { childSeed, mulberry32, type Rng } from './prng.ts';
import {
  addFolded,
  Biquad,
  foldTail,
  normalise,
  panGains,
  removeDc,
  type RenderedSound,
} from './dsp.ts';
import { resampleLoop, saturate, tapeWobble } from './lofi-fx.ts';
import {
  addBassNote,
  addEpNote,
  buildDrumKit,
  mixOneShot,
  renderVinyl,
  type EpBuses,
} from './lofi-voices.ts';

export const LOFI_BPM = 80;
export const LOFI_BARS = 8;
const STEPS_PER_BAR = 16;
/** Odd 16ths are played late by this fraction of a 16th (≈ 62 % MPC swing): the lazy feel. */
const SWING = 0.24;

interface LofiOptions {
  sampleRate: number;
  seed?: number;
}

interface RenderedLofi extends RenderedSound {
  bpm: number;
  bars: number;
}

interface Chord {
  bass: number; // MIDI root for the bass
  voicing: number[]; // rootless voicing for the piano (the bass supplies the root)
}

/**
 * Eight bars in F major, one chord per bar: ii–V–I–vi, then ii–V(b9)–iii–VI7(b9), whose D7 leads
 * back to the Gm9 at the top, so the loop point is also a natural harmonic return.
 * Rootless 7th/9th/13th voicings with close voice leading are the "jazzy" part.
 */
const PROGRESSION: Chord[] = [
  { bass: 43, voicing: [58, 62, 65, 69] }, // Gm9: Bb D F A
  { bass: 48, voicing: [58, 62, 64, 69] }, // C13: Bb D E A
  { bass: 41, voicing: [57, 60, 64, 67] }, // Fmaj9: A C E G
  { bass: 38, voicing: [53, 57, 60, 64] }, // Dm9: F A C E
  { bass: 43, voicing: [58, 62, 65, 69] }, // Gm9
  { bass: 48, voicing: [58, 61, 64, 67] }, // C7b9: Bb Db E G
  { bass: 45, voicing: [55, 60, 64, 71] }, // Am9: G C E B
  { bass: 38, voicing: [54, 60, 63, 69] }, // D7b9: F# C Eb A
];

/** Key choices per seed, in semitones: all keep the bass between ~E1 and ~C3. */
const TRANSPOSE = [0, -2, 1, -3];

/**
 * Render a seamless lo-fi loop: exactly LOFI_BARS bars at LOFI_BPM. Everything is written into
 * buses longer than the loop; what rings past the end (and a chord pushed ahead of bar 1) is folded
 * onto the start, and all filters and the tape wobble run periodically, so sample N-1 flows into
 * sample 0 exactly as any other pair of samples.
 */
export function renderLofi(opts: LofiOptions): RenderedLofi {
  const { sampleRate: sr, seed = 1 } = opts;
  const rng = mulberry32(childSeed(seed, 500));
  const sixteenth = 60 / LOFI_BPM / 4;
  const loopSeconds = LOFI_BARS * STEPS_PER_BAR * sixteenth;
  const length = Math.round(loopSeconds * sr);
  const tailSeconds = 5;
  // The piano is low-passed at 2.6 kHz, so it is synthesised at ~1/3 of the rate (most of the
  // render time is piano partials) and resampled up afterwards.
  const factor = Math.max(1, Math.round(sr / 15000));
  const piano = new Track(Math.round(length / factor), loopSeconds, tailSeconds);
  const rhythm = new Track(length, loopSeconds, tailSeconds);
  const ep: EpBuses = { left: piano.bus(), right: piano.bus(), centre: piano.bus() };
  const drumsL = rhythm.bus();
  const drumsR = rhythm.bus();
  const transpose = TRANSPOSE[Math.floor(rng() * TRANSPOSE.length)]!;

  /** Time in seconds of a 16th step in a bar, swung and humanised, wrapped into the loop. */
  const at: At = (bar, step, jitterMs = 4) => {
    const swung = step + (((step % 2) + 2) % 2 === 1 ? SWING : 0);
    const t = (bar * STEPS_PER_BAR + swung) * sixteenth + ((rng() * 2 - 1) * jitterMs) / 1000;
    return ((t % loopSeconds) + loopSeconds) % loopSeconds;
  };
  const groove: Groove = { rng, at, steps: (n) => n * sixteenth };

  for (let bar = 0; bar < LOFI_BARS; bar++) {
    const chord = PROGRESSION[bar]!;
    const next = PROGRESSION[(bar + 1) % LOFI_BARS]!;
    const voicing = chord.voicing.map((m) => m + transpose);
    playChords(ep, piano, bar, voicing, groove);
    playMelody(ep, piano, bar, voicing, groove);
    // The bass has nothing above ~400 Hz, so it shares the piano's low-rate centre bus.
    playBass(ep.centre, piano, bar, chord.bass + transpose, next.bass + transpose, groove);
  }
  playDrums(drumsL, drumsR, rhythm, groove);

  // Keys and bass ("the sample"): fold, darken, wobble like old tape, then up to the output rate.
  // Drums stay tight and bright on top, as in a real lo-fi production.
  const keys = [ep.left, ep.right].map((bus) => {
    for (let i = 0; i < bus.length; i++) bus[i] = bus[i]! + ep.centre[i]!;
    const folded = foldTail(bus, piano.length);
    new Biquad('lowpass', 2600, 0.6, piano.rate).processLoop(folded, Math.round(0.2 * piano.rate));
    return folded;
  });
  const vinyl = renderVinyl(length, sr, rng);
  const channels = tapeWobble(keys, piano.rate, rng).map((wobbly, c) => {
    const ch = resampleLoop(wobbly, length, 0.3);
    addFolded(ch, c === 0 ? drumsL : drumsR);
    new Biquad('lowpass', 8000, 0.6, sr).processLoop(ch, Math.round(0.2 * sr));
    const v = vinyl[c]!;
    for (let i = 0; i < length; i++) ch[i] = saturate(ch[i]! * 1.3) + v[i]!;
    removeDc(ch);
    return ch;
  });
  normalise(channels, -18, -1.5);
  return { channels, sampleRate: sr, loopSeconds: length / sr, bpm: LOFI_BPM, bars: LOFI_BARS };
}

/** A loop at some sample rate: sample indices for times, and buses with room for ringing tails. */
class Track {
  readonly rate: number;
  constructor(
    readonly length: number,
    loopSeconds: number,
    private readonly tailSeconds: number,
  ) {
    this.rate = length / loopSeconds;
  }
  bus(): Float32Array {
    return new Float32Array(this.length + Math.round(this.tailSeconds * this.rate));
  }
  /** Index of a time already wrapped into the loop. */
  index(seconds: number): number {
    return Math.min(this.length - 1, Math.round(seconds * this.rate));
  }
}

/** Seconds into the loop of a (swung, humanised) 16th step. */
type At = (bar: number, step: number, jitterMs?: number) => number;

/** What every part plays to: the one random stream, swung step times and 16th-note lengths. */
interface Groove {
  rng: Rng;
  at: At;
  /** Seconds of n 16ths. */
  steps: (n: number) => number;
}

/**
 * Piano comping: the chord is rolled upwards (a few ms per note), sometimes pushed an 8th early
 * (the classic laid-back anticipation), and re-struck softly on the "and" of 3 in some bars.
 */
function playChords(ep: EpBuses, track: Track, bar: number, voicing: number[], g: Groove): void {
  const { rng, at, steps } = g;
  const push = rng() < 0.3 ? -2 : 0;
  const restrike = rng() < 0.55;
  const hold = steps(restrike ? 10 - push : 15 - push);
  const start = at(bar, push, 6);
  voicing.forEach((midi, n) => {
    const roll = n * (0.008 + 0.01 * rng());
    addEpNote(
      ep,
      track.index(start) + track.index(roll),
      midi,
      0.55 + 0.15 * rng(),
      hold,
      track.rate,
    );
  });
  if (restrike) {
    const again = track.index(at(bar, 10, 6));
    voicing.slice(1).forEach((midi, n) => {
      const roll = track.index(n * 0.006);
      addEpNote(ep, again + roll, midi, 0.35 + 0.1 * rng(), steps(5.5), track.rate);
    });
  }
}

/**
 * A sparse top line: 0–3 notes per bar from the chord's own tones an octave up, so it can never
 * clash; rests are musical too, hence the empty bars.
 */
function playMelody(ep: EpBuses, track: Track, bar: number, voicing: number[], g: Groove): void {
  const { rng, at, steps } = g;
  const slots = [3, 6, 8, 11, 14];
  const count = bar % 2 === 1 ? 1 + Math.floor(rng() * 3) : Math.floor(rng() * 2);
  const chosen = slots.filter(() => rng() < count / slots.length + 0.1).slice(0, count);
  for (const step of chosen) {
    const midi = voicing[1 + Math.floor(rng() * (voicing.length - 1))]! + 12;
    addEpNote(
      ep,
      track.index(at(bar, step, 8)),
      midi,
      0.5 + 0.2 * rng(),
      steps(2 + 2 * rng()),
      track.rate,
      6,
    );
  }
}

/** The bass rides the keys bus (mixed at 0.3); this puts it at 0.42 in the final mix. */
const BASS_LEVEL = 0.42 / 0.3;

/** Bass on the roots: a long root, a pickup on the swung 16th before 3, the fifth, an approach. */
function playBass(
  buf: Float32Array,
  track: Track,
  bar: number,
  root: number,
  nextRoot: number,
  g: Groove,
): void {
  const { rng, at, steps } = g;
  const { rate: sr } = track;
  const at3 = (step: number) => track.index(at(bar, step, 3));
  addBassNote(buf, at3(0), root, BASS_LEVEL * 0.95, steps(5.5), sr);
  addBassNote(buf, at3(7), root, BASS_LEVEL * 0.7, steps(2), sr);
  addBassNote(buf, at3(10), root + 7, BASS_LEVEL * 0.75, steps(3.5), sr);
  if (rng() < 0.5) {
    // Chromatic approach from a semitone below or above into the next bar's root.
    const approach = nextRoot + (rng() < 0.5 ? -1 : 1);
    addBassNote(buf, at3(14), approach, BASS_LEVEL * 0.65, steps(1.6), sr);
  }
}

/**
 * Boom-bap: kick on 1, the swung 16th before 3 and the "and" of 3; snare (a touch late, laid back)
 * on 2 and 4; hats on 8ths with accented downbeats, swung 16th ghosts and an open hat to close
 * bars 4 and 8. Kick and snare sit in the centre, hats slightly right.
 */
function playDrums(left: Float32Array, right: Float32Array, track: Track, g: Groove): void {
  const { rng, at } = g;
  const kit = buildDrumKit(track.rate, rng);
  const hit = (bar: number, step: number, jitterMs?: number, lateSeconds = 0) =>
    track.index(at(bar, step, jitterMs)) + Math.round(lateSeconds * track.rate);
  const [hl, hr] = panGains(0.25);
  for (let bar = 0; bar < LOFI_BARS; bar++) {
    const kicks = bar % 4 === 3 ? [0, 7, 10, 13] : [0, 7, 10];
    for (const step of kicks) {
      const g = (step === 0 ? 0.85 : 0.65) * (0.9 + 0.1 * rng());
      mixOneShot(left, right, kit.kick, hit(bar, step, 2), g, g);
    }
    for (const step of [4, 12]) {
      const s = kit.snares[Math.floor(rng() * kit.snares.length)]!;
      const g = 0.5 * (0.9 + 0.1 * rng());
      mixOneShot(left, right, s, hit(bar, step, 3, 0.012), g, g);
    }
    if (rng() < 0.35) mixOneShot(left, right, kit.snares[0]!, hit(bar, 15, 3), 0.08, 0.08);
    const openLast = bar % 4 === 3;
    for (let step = 0; step < STEPS_PER_BAR; step += 2) {
      const accent = step % 4 === 0 ? 1 : 0.6;
      const g = 0.34 * accent * (0.8 + 0.2 * rng());
      if (openLast && step === 14)
        mixOneShot(left, right, kit.openHat, hit(bar, 14), 0.22 * hl, 0.22 * hr);
      else
        mixOneShot(
          left,
          right,
          kit.hats[Math.floor(rng() * kit.hats.length)]!,
          hit(bar, step),
          g * hl,
          g * hr,
        );
      if (step !== 14 && rng() < 0.3) {
        mixOneShot(left, right, kit.hats[2]!, hit(bar, step + 1), 0.12 * hl, 0.12 * hr);
      }
    }
  }
}
