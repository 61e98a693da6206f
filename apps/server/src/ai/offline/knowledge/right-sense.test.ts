import { describe, expect, it } from 'vitest';
import {
  OfflineNoKnowledgeError,
  generateOfflineMindMap,
  offlineFlashcardsFromTopic,
} from './index.ts';

// The failures a new user met: a confident map of the wrong thing. Each topic must give the sense
// a student means, or a refusal that says what to do next; never a map of one of its words.

async function refusalOf(work: Promise<unknown>): Promise<OfflineNoKnowledgeError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OfflineNoKnowledgeError);
  return error as OfflineNoKnowledgeError;
}

describe('the right sense or a refusal', () => {
  it('reads "calculus" as the branch of mathematics, not a kidney stone', async () => {
    const map = await generateOfflineMindMap('calculus');
    expect(map.description).toMatch(/branch of mathematics/);
    expect(map.description).not.toMatch(/concretion|mineral salts/);
    const [first] = await offlineFlashcardsFromTopic('calculus', 5);
    expect(first?.answer).toMatch(/branch of mathematics/);
  });

  it.each(['Taylor Swift', 'the water cycle', 'irregular verbs', 'SQL joins', 'machine learning'])(
    'refuses "%s" rather than map one of its words',
    async (topic) => {
      const map = await refusalOf(generateOfflineMindMap(topic));
      expect(map.message).toContain(`“${topic}”`);
      const cards = await refusalOf(offlineFlashcardsFromTopic(topic, 5));
      expect(cards.message).not.toMatch(/composer|compound|guerrilla|oesophagus|esophagus/);
    },
  );

  it('says what the engine knows and offers the action on that screen, not an operator hint', async () => {
    const error = await refusalOf(generateOfflineMindMap('SQL joins'));
    expect(error.message).toMatch(/English dictionary terms/);
    expect(error.message).toMatch(/your own notes/);
    expect(error.message).toMatch(/start a blank map and write your own outline/);
    expect(error.message).not.toMatch(/AI_PROVIDER|connect an AI model|Paste your notes/);
  });

  it('knows "mitochondria" as the plural of mitochondrion', async () => {
    const map = await generateOfflineMindMap('mitochondria');
    expect(map.description).toMatch(/^Mitochondrion: an organelle/);
  });

  it('asks which sense when two are close, with labels that resolve to exactly that sense', async () => {
    const error = await refusalOf(generateOfflineMindMap('bank'));
    expect(error.candidates?.length).toBeGreaterThanOrEqual(2);
    const labels = error.candidates!.map((c) => c.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const candidate of error.candidates!) {
      const map = await generateOfflineMindMap(candidate.label);
      expect(map.description).toContain(candidate.gloss);
      const [card] = await offlineFlashcardsFromTopic(candidate.label, 3);
      expect(card?.answer.toLowerCase()).toContain(candidate.gloss.toLowerCase());
    }
  });

  it('understands a label it gave out, such as "calculus (mathematics)"', async () => {
    const map = await generateOfflineMindMap('calculus (mathematics)');
    expect(map.title).toBe('Calculus');
    expect(map.description).toMatch(/branch of mathematics/);
  });

  it('answers a typo with "did you mean", never with a map of something else', async () => {
    const error = await refusalOf(generateOfflineMindMap('photosyntesis'));
    expect(error.message).toMatch(/Did you mean “photosynthesis”\?/);
    expect(error.candidates).toEqual([
      { label: 'photosynthesis', gloss: expect.stringMatching(/radiant energy/) },
    ]);
  });

  it('keeps a capitalised name whole: "Taylor series" is not Deems Taylor', async () => {
    await refusalOf(generateOfflineMindMap('Taylor series'));
  });
});
