import type { Flashcard } from '@quietdesk/core/api/ai';
import { describe, expect, it } from 'vitest';
import { answerInQuestion } from './cards.ts';
import {
  OfflineNoKnowledgeError,
  offlineFlashcardsFromNotes,
  offlineFlashcardsFromTopic,
} from './index.ts';
import { splitSentences } from './notes.ts';

function expectValid(cards: Flashcard[]) {
  for (const c of cards) {
    expect(c.question.trim()).not.toBe('');
    expect(c.answer.trim()).not.toBe('');
    expect(answerInQuestion(c.question, c.answer), c.question).toBe(false);
  }
  expect(new Set(cards.map((c) => c.question)).size).toBe(cards.length);
}

describe('offlineFlashcardsFromTopic', () => {
  it.each(['photosynthesis', 'the French Revolution', 'neuron', 'democracy (political system)'])(
    'makes exactly 5 valid cards for %s',
    async (topic) => {
      const cards = await offlineFlashcardsFromTopic(topic, 5);
      expect(cards).toHaveLength(5);
      expectValid(cards);
    },
  );

  it('asks WordNet facts: definition, kind and parts', async () => {
    const cards = await offlineFlashcardsFromTopic('heart (internal organ)', 4);
    expect(cards[0]).toEqual({
      question: 'What does “heart” mean?',
      answer: expect.stringMatching(/^The hollow muscular organ/),
    });
    expect(cards[1]?.answer).toMatch(/^A kind of internal organ/);
    expect(cards.some((c) => /coronary artery/i.test(c.answer))).toBe(true);
  });

  it('is deterministic and refuses nonsense', async () => {
    expect(await offlineFlashcardsFromTopic('volcano', 5)).toEqual(
      await offlineFlashcardsFromTopic('volcano', 5),
    );
    await expect(offlineFlashcardsFromTopic('qzxv blorf', 5)).rejects.toThrow(
      OfflineNoKnowledgeError,
    );
  });
});

const NOTES = `Photosynthesis is the process by which green plants convert light energy into chemical energy. It takes place in the chloroplasts, which contain chlorophyll. Photosynthesis converts light energy into chemical energy stored in glucose.

The Calvin cycle takes place in the stroma. About 3.5 billion years ago, cyanobacteria began producing oxygen, e.g. in shallow seas. Dr. Melvin Calvin won the Nobel Prize in 1961.

- Chlorophyll – a green pigment that absorbs red and blue light
- Stomata: small pores on leaves that let carbon dioxide in`;

describe('splitSentences', () => {
  it('does not split at abbreviations, titles or decimals', () => {
    const texts = splitSentences(NOTES).map((s) => s.text);
    expect(texts).toContain(
      'About 3.5 billion years ago, cyanobacteria began producing oxygen, e.g. in shallow seas.',
    );
    expect(texts).toContain('Dr. Melvin Calvin won the Nobel Prize in 1961.');
    expect(texts).toHaveLength(8);
  });
});

describe('offlineFlashcardsFromNotes', () => {
  it('makes definition cards and cloze cards from the notes only', async () => {
    const cards = await offlineFlashcardsFromNotes(NOTES, 6);
    expect(cards).toHaveLength(6);
    expectValid(cards);
    expect(cards).toContainEqual({
      question: 'What is Photosynthesis?',
      answer: 'The process by which green plants convert light energy into chemical energy',
    });
    expect(cards).toContainEqual({
      question: 'What is chlorophyll?',
      answer: 'A green pigment that absorbs red and blue light',
    });
    // A term the notes define is asked once, as a definition, never blanked again.
    expect(cards.filter((c) => c.answer === 'Photosynthesis')).toEqual([]);
    expect(cards).toContainEqual({
      question: 'Dr. _____ won the Nobel Prize in 1961.',
      answer: 'Melvin Calvin',
    });
  });

  it('blanks numbers with their units', async () => {
    const cards = await offlineFlashcardsFromNotes(NOTES, 20);
    expect(cards).toContainEqual({
      question:
        'About _____ years ago, cyanobacteria began producing oxygen, e.g. in shallow seas.',
      answer: '3.5 billion',
    });
  });

  it('works for notes in other scripts and languages', async () => {
    const ru =
      'Фотосинтез — это процесс образования органических веществ на свету. Он происходит в хлоропластах растительных клеток. Хлорофилл поглощает красный и синий свет. В 1771 году Джозеф Пристли открыл выделение кислорода.';
    const cards = await offlineFlashcardsFromNotes(ru, 3);
    expect(cards[0]).toEqual({
      question: 'Что такое Фотосинтез?',
      answer: 'Процесс образования органических веществ на свету',
    });
    expectValid(cards);
    const fr = await offlineFlashcardsFromNotes(
      'La photosynthèse est un processus biologique des plantes vertes. Les chloroplastes sont les organites de la photosynthèse.',
      2,
    );
    expect(fr[0]?.question).toBe('Qu’est-ce que la photosynthèse ?');
  });

  it('refuses notes with nothing to ask about', async () => {
    await expect(offlineFlashcardsFromNotes('hello there', 5)).rejects.toThrow(
      OfflineNoKnowledgeError,
    );
  });
});

describe('cards from notes as students write them', () => {
  it('never blanks the same term twice in a deck', async () => {
    const notes =
      'Memory (psych unit 4)\nThe multi-store model was proposed by Atkinson and Shiffrin in 1968. Sensory memory holds information for less than a second. Short-term memory holds about 7 items for around 18 seconds. Long-term memory has an unlimited capacity. Rehearsal moves information from short-term memory into long-term memory.';
    const cards = await offlineFlashcardsFromNotes(notes, 8);
    const blanks = cards.filter((c) => c.question.includes('_____')).map((c) => c.answer);
    expect(blanks.length).toBeGreaterThan(2);
    expect(new Set(blanks.map((b) => b.toLowerCase())).size).toBe(blanks.length);
    // The word the notes are about is not the fact tested in every sentence.
    expect(blanks.filter((b) => b.toLowerCase() === 'memory')).toEqual([]);
  });

  it('blanks the informative word, not the everyday one', async () => {
    const cards = await offlineFlashcardsFromNotes(
      'photosynthesis happens in the chloroplasts. chlorophyll absorbs mostly red and blue light.',
      2,
    );
    expect(cards.map((c) => c.answer)).toContain('chloroplasts');
    expect(cards.map((c) => c.answer)).not.toContain('happens');
  });

  it('splits notes typed in lower case into sentences', async () => {
    const texts = splitSentences(
      'the spark was the assassination in sarajevo. austria declared war a month later.',
    ).map((s) => s.text);
    expect(texts).toHaveLength(2);
  });

  it('makes a definition card of every "Term: definition" line, with or without bullets, however long', async () => {
    const notes = [
      'Economics',
      'Inflation: a general rise in the price level over time, measured by the consumer price index, which statisticians compute every month from a basket of goods and services',
      'GDP - the total value of goods and services produced in a country in a year',
      'Elasticity = how much quantity demanded responds to a change in price',
      'Fiscal policy — government decisions about taxes and spending',
    ].join('\n');
    const cards = await offlineFlashcardsFromNotes(notes, 4);
    expect(cards.map((c) => c.question)).toEqual([
      'Economics: What is Inflation?',
      'Economics: What is GDP?',
      'Economics: What is Elasticity?',
      'Economics: What is Fiscal policy?',
    ]);
    expect(cards[0]?.answer).toMatch(/basket of goods and services$/);
  });

  it.each([
    [
      'fr',
      'La Révolution française commence en 1789. Les états généraux se réunissent à Versailles en mai 1789. Le 14 juillet 1789, les Parisiens prennent la Bastille.',
      /^(?:Qu’est-ce|.*_____)/,
    ],
    [
      'es',
      'La Guerra Civil Española empezó en 1936 y terminó en 1939. El bando nacional estaba dirigido por Francisco Franco. El bombardeo de Guernica ocurrió en abril de 1937.',
      /^(?:¿Qué|.*_____)/,
    ],
    [
      'de',
      'Die Weimarer Republik wurde 1919 gegründet. Friedrich Ebert war der erste Reichspräsident. Der Hitlerputsch fand im November 1923 in München statt.',
      /^(?:Was ist|.*_____)/,
    ],
  ])('makes %s cards in the notes’ own language', async (_lang, notes, shape) => {
    const cards = await offlineFlashcardsFromNotes(notes, 3);
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card.question).toMatch(shape);
      expect(card.question).not.toMatch(/\b(?:What|Which|Fill in)\b/);
      // The answer is the notes' own words.
      expect(notes).toContain(card.answer);
    }
  });
});
