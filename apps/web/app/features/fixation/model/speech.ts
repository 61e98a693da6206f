/**
 * Text-to-speech over the browser's speechSynthesis, without React.
 *
 * Long texts are spoken as a chain of short utterances (a sentence, or up to MAX_CHUNK_CHARS):
 * Chrome stops a single utterance after ~15 s, and word boundary events stay reliable on short
 * utterances. Only the next chunk is created when the previous one ends, so a 300,000-word text
 * costs nothing up front. Each chunk remembers where it starts in the whole text, so a boundary's
 * `charIndex` maps back to a position in the text (and from there to a token to highlight).
 */

export type SpeechState = 'idle' | 'speaking' | 'paused';

interface SpeechChunk {
  /** Offset of the chunk's first character in the whole text. */
  readonly start: number;
  readonly text: string;
}

/** About 12 s of speech at rate 1: under Chrome's ~15 s cut-off. */
export const MAX_CHUNK_CHARS = 200;

const SENTENCE_END = /[.!?…。！？]+["'”’)\]]*(?=\s|$)|\n/g;
const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);

/**
 * The next chunk to speak at or after `from`: leading whitespace skipped, ending after a sentence
 * end or a newline if one comes within `maxChars`, else at the last space before `maxChars`, else
 * hard at `maxChars`. Null when only whitespace is left.
 */
export function nextSpeechChunk(
  text: string,
  from: number,
  maxChars: number = MAX_CHUNK_CHARS,
): SpeechChunk | null {
  let start = from;
  while (start < text.length && isSpace(text[start])) start++;
  if (start >= text.length) return null;
  const window = text.slice(start, start + maxChars);
  let end = window.length;
  SENTENCE_END.lastIndex = 0;
  const match = SENTENCE_END.exec(window);
  if (match) {
    end = match.index + match[0].length;
  } else if (start + maxChars < text.length && !isSpace(text[start + maxChars])) {
    const lastSpace = window.search(/\s\S*$/);
    if (lastSpace > 0) end = lastSpace;
  }
  const chunk = window.slice(0, end).trimEnd();
  return { start, text: chunk };
}

/** Every chunk of a text (for tests and small texts; the controller walks them lazily). */
export function speechChunks(text: string, maxChars: number = MAX_CHUNK_CHARS): SpeechChunk[] {
  const chunks: SpeechChunk[] = [];
  let pos = 0;
  for (let c = nextSpeechChunk(text, pos, maxChars); c; c = nextSpeechChunk(text, pos, maxChars)) {
    chunks.push(c);
    pos = c.start + Math.max(1, c.text.length);
  }
  return chunks;
}

/** Where in the whole text a boundary event of a chunk points. */
export const boundaryOffset = (chunk: SpeechChunk, charIndex: number) => chunk.start + charIndex;

/** The parts of SpeechSynthesis the controller uses (tests pass a fake). */
interface SpeechSynth {
  speak(utterance: SpeechSynthesisUtterance): void;
  cancel(): void;
  pause(): void;
  resume(): void;
}

interface SpeechOptions {
  rate: number;
  voice: SpeechSynthesisVoice | null;
}

interface SpeechControllerDeps {
  synth: SpeechSynth;
  createUtterance: (text: string) => SpeechSynthesisUtterance;
  onState: (state: SpeechState) => void;
  /** Offset in the whole text of the word being spoken; null when speech stops. */
  onWord: (offset: number | null) => void;
}

export class SpeechController {
  private state: SpeechState = 'idle';
  // Bumped on every play/stop: events of cancelled utterances (Chrome fires `end` or `error` on
  // cancel) then carry an old generation and are ignored.
  private generation = 0;
  private text = '';
  private pos = 0;
  private options: SpeechOptions = { rate: 1, voice: null };
  // Chrome may garbage-collect an utterance nothing references and never fire its `end`.
  private current: SpeechSynthesisUtterance | null = null;

  constructor(private readonly deps: SpeechControllerDeps) {}

  getState(): SpeechState {
    return this.state;
  }

  /** Rate and voice apply from the next chunk (changing them mid-utterance is not possible). */
  setOptions(options: SpeechOptions): void {
    this.options = options;
  }

  play(text: string, from = 0): void {
    this.cancelCurrent();
    this.text = text;
    this.pos = from;
    this.setState('speaking');
    this.speakNext(this.generation);
  }

  pause(): void {
    if (this.state !== 'speaking') return;
    this.deps.synth.pause();
    this.setState('paused');
  }

  resume(): void {
    if (this.state !== 'paused') return;
    this.deps.synth.resume();
    this.setState('speaking');
  }

  stop(): void {
    this.cancelCurrent();
    if (this.state !== 'idle') this.setState('idle');
    this.deps.onWord(null);
  }

  private cancelCurrent(): void {
    this.generation++;
    this.current = null;
    this.deps.synth.cancel();
  }

  private speakNext(generation: number): void {
    const chunk = nextSpeechChunk(this.text, this.pos);
    if (!chunk) {
      this.current = null;
      this.setState('idle');
      this.deps.onWord(null);
      return;
    }
    this.pos = chunk.start + Math.max(1, chunk.text.length);
    const utterance = this.deps.createUtterance(chunk.text);
    utterance.rate = this.options.rate;
    if (this.options.voice) {
      utterance.voice = this.options.voice;
      utterance.lang = this.options.voice.lang;
    }
    const live = () => generation === this.generation;
    utterance.onstart = () => {
      if (live()) this.deps.onWord(chunk.start);
    };
    utterance.onboundary = (event) => {
      if (live() && (event.name === undefined || event.name === 'word')) {
        this.deps.onWord(boundaryOffset(chunk, event.charIndex));
      }
    };
    utterance.onend = () => {
      if (live()) this.speakNext(generation);
    };
    utterance.onerror = (event) => {
      if (!live() || event.error === 'interrupted' || event.error === 'canceled') return;
      this.stop();
    };
    this.current = utterance;
    this.deps.synth.speak(utterance);
  }

  private setState(state: SpeechState): void {
    this.state = state;
    this.deps.onState(state);
  }
}
