import { describe, expect, it } from 'vitest';
import { chooseSense, contentWords } from './sense.ts';
import { resolveTopic, resolveTopicStrict } from './topic.ts';
import { wordnet } from './wordnet.ts';

const wn = wordnet();

describe('word sense choice', () => {
  it('reads "bank" as the financial institution by default', () => {
    expect(chooseSense(wn, 'bank')?.synset.definition).toMatch(/financial institution/);
  });

  it('reads "bank" as sloping land in the context of a river', () => {
    expect(chooseSense(wn, 'bank', contentWords('River'))?.synset.definition).toMatch(
      /^sloping land/,
    );
  });

  it('prefers the biological cell for a study topic', () => {
    expect(chooseSense(wn, 'cell')?.synset.definition).toMatch(/basic structural and functional/);
  });
});

describe('topic resolution', () => {
  const primary = (topic: string) => resolveTopic(wn, topic)?.primary.lemma;

  it.each([
    ['the French Revolution', 'french revolution'],
    ['World War II', 'world war ii'],
    ['photosynthesis in plants', 'photosynthesis'],
    ['the basics of algebra', 'algebra'],
    ['Introduction to economics', 'economics'],
    ['black holes', 'black hole'],
    ['mitochondria', 'mitochondrion'],
    ['phenomena', 'phenomenon'],
  ])('%s → %s', (topic, lemma) => {
    expect(primary(topic)).toBe(lemma);
  });

  it('keeps the other concepts of a topic ("demand" in supply and demand)', () => {
    const r = resolveTopic(wn, 'supply and demand')!;
    expect(r.primary.lemma).toBe('supply');
    expect(r.others.map((o) => o.lemma)).toEqual(['demand']);
  });

  it.each([
    ['criteria', 'criterion'],
    ['indices', 'index'],
  ])('lemmatises the irregular plural %s to %s, asking which sense', (topic, lemma) => {
    const result = resolveTopicStrict(wn, topic);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toBe('ambiguous');
    for (const c of result.candidates) expect(c.label.startsWith(`${lemma} (`)).toBe(true);
  });

  it('never falls back to one word of an unknown phrase', () => {
    for (const topic of ['machine learning', 'Python programming', 'SQL joins', 'the water cycle'])
      expect(resolveTopic(wn, topic), topic).toBeUndefined();
  });

  it('finds nothing in nonsense', () => {
    expect(resolveTopic(wn, 'xyzzy')).toBeUndefined();
    expect(resolveTopic(wn, '   ')).toBeUndefined();
  });
});
