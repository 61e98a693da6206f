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
  it.each(['photosynthesis', 'the French Revolution', 'neuron', 'democracy'])(
    'makes exactly 5 valid cards for %s',
    async (topic) => {
      const cards = await offlineFlashcardsFromTopic(topic, 5);
      expect(cards).toHaveLength(5);
      expectValid(cards);
    },
  );

  it('asks WordNet facts: definition, kind and parts', async () => {
    const cards = await offlineFlashcardsFromTopic('heart', 4);
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
    expect(cards).toContainEqual({
      question: '_____ converts light energy into chemical energy stored in glucose.',
      answer: 'Photosynthesis',
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
