import { describe, expect, it } from 'vitest';
import { baseForms } from './morphology.ts';
import { parseDataLine, wordnet } from './wordnet.ts';

const wn = wordnet();

describe('WordNet reader', () => {
  it('parses a real synset: the first noun sense of "dog"', () => {
    const [dog] = wn.synsetsOf('dog', 'n');
    expect(dog?.lemmas).toContain('domestic dog');
    expect(dog?.definition).toContain('domesticated by man');
    expect(wn.related(dog!, ['@']).map((s) => s.lemmas[0])).toContain('canine');
  });

  it('reads part meronyms ("car" has an accelerator)', () => {
    const [car] = wn.synsetsOf('car', 'n');
    expect(wn.related(car!, ['%p']).flatMap((s) => s.lemmas)).toContain('accelerator');
  });

  it('knows multi-word lemmas and keeps their capitals', () => {
    const [rev] = wn.synsetsOf('French Revolution', 'n');
    expect(rev?.lemmas).toEqual(['French Revolution']);
    expect(rev?.definition).toMatch(/^the revolution in France/);
  });

  it('returns nothing for unknown words and reads sense tag counts', () => {
    expect(wn.offsets('xyzzy', 'n')).toEqual([]);
    const bank = wn.synsetsOf('bank', 'n').find((s) => s.lemmas.includes('banking concern'))!;
    expect(wn.tagCount('bank', 'n', bank.offset)).toBe(20);
  });

  it('splits a gloss into definition and examples and reads pointers', () => {
    const s = parseDataLine(
      '09236472 17 n 01 bank 1 002 @ 09460358 n 0000 + 01590626 v 0101 | sloping land; "they pulled the canoe up on the bank"; "a river bank"  ',
    );
    expect(s.definition).toBe('sloping land');
    expect(s.examples).toEqual(['they pulled the canoe up on the bank', 'a river bank']);
    expect(s.pointers).toEqual([
      { symbol: '@', offset: 9460358, pos: 'n', source: 0, target: 0 },
      { symbol: '+', offset: 1590626, pos: 'v', source: 1, target: 1 },
    ]);
  });
});

describe('base forms', () => {
  it.each([
    ['plants', 'plant'],
    ['mice', 'mouse'],
    ['black holes', 'black hole'],
    ['bacteria', 'bacterium'],
    ['nuclei', 'nucleus'],
    ['analyses', 'analysis'],
  ])('%s → %s', (word, base) => {
    expect(baseForms(wn, word, 'n')).toContain(base);
  });

  it('keeps a word that is itself a lemma first ("physics" is not "physic")', () => {
    expect(baseForms(wn, 'physics', 'n')[0]).toBe('physics');
  });
});
