import { describe, expect, it } from 'vitest';
import { chooseSense, contentWords } from './sense.ts';
import { resolveTopic } from './topic.ts';
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
    ['Python programming', 'programming'],
  ])('%s → %s', (topic, lemma) => {
    expect(primary(topic)).toBe(lemma);
  });

  it('keeps the other concepts of a topic ("machine" in machine learning)', () => {
    const r = resolveTopic(wn, 'machine learning')!;
    expect(r.primary.lemma).toBe('learning');
    expect(r.others.map((o) => o.lemma)).toEqual(['machine']);
  });

  it('chooses the programming sense from the rest of the topic', () => {
    expect(resolveTopic(wn, 'Python programming')?.primary.synset.definition).toMatch(/computer/);
  });

  it('finds nothing in nonsense', () => {
    expect(resolveTopic(wn, 'xyzzy')).toBeUndefined();
    expect(resolveTopic(wn, '   ')).toBeUndefined();
  });
});
