import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportAnki, importCards } from './exchange.ts';

// Files Anki itself exported ("Notes in Plain Text"); where they come from is in
// fixtures/anki/README.md. The checks are on what a student sees after the import.
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/anki/${name}`, import.meta.url), 'utf8');

describe('real Anki exports', () => {
  it('HTML, tags, deck, note type and unique identifier: fields from the right columns', () => {
    const result = importCards(fixture('guid-notetype-deck-tags.txt'));
    expect(result.format).toBe('anki');
    // Neither the note type, the deck nor the unique identifier ends up as a side of a card.
    expect(result.cards[0]).toEqual({
      question: 'Command to create a soft link',
      answer: '```bash\n$ ln -s <file> <link>\n```',
      deck: 'Default',
      tags: ['linux'],
    });
    expect(result.cards.map((c) => c.question)).toEqual([
      'Command to create a soft link',
      'In the `ln -s` command, what is the order of file name and link name?',
      'In the `zip` command, what is the option to specify the destination?',
      'What command extracts files from a zip archive?',
      'What is the command to list the content of a directory?',
    ]);
    // A trailing picture and the styled span around part of the line leave only the text.
    expect(result.cards[2]!.answer).toBe('```bash\n$ unzip <file> -d <path>\n```');
    expect(new Set(result.cards.map((c) => c.deck))).toEqual(new Set(['Default']));
    // Rows whose front is only a picture say why they were left out (not "empty").
    expect(result.skipped).toEqual(
      [7, 8, 9].map((line) => ({
        line,
        reason: 'the question is only a picture or sound, which are not imported',
      })),
    );
  });

  it('HTML and tags only: entities read, LaTeX kept, several tags per note', () => {
    const result = importCards(fixture('tags-only.txt'));
    expect(result.cards).toHaveLength(9);
    expect(result.cards.every((c) => c.deck === undefined)).toBe(true);
    const byQuestion = new Map(result.cards.map((c) => [c.question, c]));
    expect(byQuestion.get('What norm does correspond to the Euclidean distance?')).toEqual({
      question: 'What norm does correspond to the Euclidean distance?',
      answer: 'L2-norm',
      tags: ['math'],
    });
    // &nbsp; inside the question reads as a space.
    expect(byQuestion.get('What is the formula to compute the L1-norm?')?.answer).toBe(
      String.raw`$\|\boldsymbol{x}\|_1 = \sum_{i=1}^n \left|x_i\right|$`,
    );
    expect(byQuestion.get('What is the formula to compute the L2-norm?')?.tags).toEqual([
      'dl',
      'leech',
    ]);
    expect(result.skipped).toEqual([
      { line: 4, reason: 'the question is only a picture or sound, which are not imported' },
    ]);
  });

  it('HTML off: markup characters are text, not tags to strip', () => {
    const result = importCards(fixture('html-false-guid-notetype-deck.txt'));
    expect(result.cards[0]).toEqual({
      question: 'Command to create a soft link',
      answer: '```bash $ ln -s <file_name> <link_name> ```',
      deck: 'Default',
    });
    expect(result.cards.map((c) => c.answer)).toContain('```bash $ unzip <file> -d <path> ```');
    // The pictures were stripped by Anki, leaving an empty front.
    expect(result.skipped).toEqual([
      { line: 7, reason: 'the question is empty' },
      { line: 8, reason: 'the question is empty' },
    ]);
  });

  it('an imported export, exported and imported again, keeps text and tags', () => {
    const first = importCards(fixture('tags-only.txt')).cards.map(({ deck: _deck, ...c }) => c);
    const again = importCards(exportAnki(first));
    expect(again.skipped).toEqual([]);
    expect(again.cards).toEqual(first);
  });
});
