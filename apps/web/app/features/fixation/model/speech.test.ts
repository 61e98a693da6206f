import { describe, expect, it, vi } from 'vitest';
import { tokenize } from '@quietdesk/core/fixation/tokenize';
import { blockIndexAt, splitBlocks, wordTokenIndexAt } from './text-blocks';
import {
  MAX_CHUNK_CHARS,
  SpeechController,
  boundaryOffset,
  nextSpeechChunk,
  speechChunks,
  type SpeechState,
} from './speech';

describe('speechChunks', () => {
  it('splits by sentence and keeps each chunk at its place in the text', () => {
    const text = '  First one. Second one!\n\nThird "quoted." Fourth';
    const chunks = speechChunks(text);
    expect(chunks.map((c) => c.text)).toEqual([
      'First one.',
      'Second one!',
      'Third "quoted."',
      'Fourth',
    ]);
    for (const c of chunks) expect(text.slice(c.start, c.start + c.text.length)).toBe(c.text);
  });

  it('cuts a long sentence at a space before the limit, never mid-word', () => {
    const text = 'word '.repeat(200).trim();
    const chunks = speechChunks(text);
    for (const c of chunks) {
      expect(c.text.length).toBeLessThanOrEqual(MAX_CHUNK_CHARS);
      expect(c.text.startsWith('word')).toBe(true);
      expect(c.text.endsWith('word')).toBe(true);
    }
    expect(chunks.map((c) => c.text).join(' ')).toBe(text);
  });

  it('does not end a sentence at 3.14 or e.g', () => {
    expect(speechChunks('Pi is 3.14 today. Next')[0]!.text).toBe('Pi is 3.14 today.');
  });

  it('returns null when only whitespace is left', () => {
    expect(nextSpeechChunk('a.   \n ', 2)).toBeNull();
    expect(speechChunks('')).toEqual([]);
  });

  it('maps a boundary charIndex back to the token being spoken', () => {
    const text = 'Alpha beta. '.repeat(400) + 'Gamma delta epsilon.';
    const chunks = speechChunks(text);
    const last = chunks.at(-1)!;
    expect(last.text).toBe('Gamma delta epsilon.');
    const offset = boundaryOffset(last, 6); // "delta" inside the last chunk
    const blocks = splitBlocks(text, 500);
    const b = blocks[blockIndexAt(blocks, offset)]!;
    const tokens = tokenize(b.text);
    const token = tokens[wordTokenIndexAt(tokens, offset - b.start)];
    expect(token).toMatchObject({ type: 'word', original: 'delta' });
  });
});

class FakeUtterance {
  rate = 1;
  voice: unknown = null;
  lang = '';
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((e: { error: string }) => void) | null = null;
  onboundary: ((e: { name?: string; charIndex: number }) => void) | null = null;
  constructor(public text: string) {}
}

function setup() {
  const spoken: FakeUtterance[] = [];
  const states: SpeechState[] = [];
  const words: (number | null)[] = [];
  const synth = {
    speak: vi.fn((u: FakeUtterance) => spoken.push(u)),
    cancel: vi.fn(),
    pause: vi.fn(),
    resume: vi.fn(),
  };
  const controller = new SpeechController({
    synth: synth as never,
    createUtterance: (text) => new FakeUtterance(text) as never,
    onState: (s) => states.push(s),
    onWord: (w) => words.push(w),
  });
  return { controller, synth, spoken, states, words };
}

describe('SpeechController', () => {
  it('speaks chunk after chunk with the rate and voice, then returns to idle', () => {
    const { controller, spoken, states, words } = setup();
    const voice = { name: 'Google US English', lang: 'en-US' };
    controller.setOptions({ rate: 1.5, voice: voice as never });
    controller.play('One two. Three four.');
    expect(controller.getState()).toBe('speaking');
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ text: 'One two.', rate: 1.5, voice, lang: 'en-US' });
    spoken[0]!.onboundary!({ name: 'word', charIndex: 4 });
    spoken[0]!.onboundary!({ name: 'sentence', charIndex: 0 }); // ignored
    spoken[0]!.onend!();
    expect(spoken[1]!.text).toBe('Three four.');
    spoken[1]!.onboundary!({ name: 'word', charIndex: 6 });
    expect(words).toEqual([4, 15]);
    spoken[1]!.onend!();
    expect(states).toEqual(['speaking', 'idle']);
    expect(words.at(-1)).toBeNull();
  });

  it('pauses, resumes and stops; events of a cancelled utterance are ignored', () => {
    const { controller, synth, spoken, states, words } = setup();
    controller.play('One. Two. Three.');
    controller.pause();
    controller.pause(); // no double pause
    expect(synth.pause).toHaveBeenCalledTimes(1);
    controller.resume();
    expect(synth.resume).toHaveBeenCalledTimes(1);
    controller.stop();
    expect(synth.cancel).toHaveBeenCalled();
    // Chrome fires `end` on the cancelled utterance: it must not start the next chunk.
    spoken[0]!.onend!();
    spoken[0]!.onboundary!({ name: 'word', charIndex: 0 });
    expect(spoken).toHaveLength(1);
    expect(states).toEqual(['speaking', 'paused', 'speaking', 'idle']);
    expect(words).toEqual([null]);
  });

  it('stops on a real error but not on an interruption', () => {
    const { controller, spoken } = setup();
    controller.play('One. Two.');
    spoken[0]!.onerror!({ error: 'interrupted' });
    expect(controller.getState()).toBe('speaking');
    spoken[0]!.onerror!({ error: 'synthesis-failed' });
    expect(controller.getState()).toBe('idle');
  });

  it('resume and pause do nothing while idle', () => {
    const { controller, synth } = setup();
    controller.pause();
    controller.resume();
    expect(synth.pause).not.toHaveBeenCalled();
    expect(synth.resume).not.toHaveBeenCalled();
  });
});
