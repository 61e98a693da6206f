import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deckSchema, importResponseSchema } from '@quietdesk/core/api/flashcards';
import { exportAnki, importCards } from '@quietdesk/core/flashcards/exchange';
import { appPerFile, cookiePair, createTestApp } from '../../test/helpers.ts';
import { sender } from './flashcards.test-helpers.ts';

// Files Anki itself exported ("Notes in Plain Text"); where they come from is in
// fixtures/anki/README.md. The checks are on what a student sees after the import.
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/anki/${name}`, import.meta.url), 'utf8');

const send = sender(() => file.app);

const file = appPerFile((database) => createTestApp(database));

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

describe('a real Anki export through the API', () => {
  it('becomes a deck named as in Anki whose cards show their tags, and exports them again', async () => {
    const response = await send('POST', '/api/flashcards/decks/import', {
      title: 'Typed title',
      text: fixture('guid-notetype-deck-tags.txt'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const cookie = cookiePair(response.headers['set-cookie']);
    const result = importResponseSchema.parse(response.json());
    expect(result.decks.map((d) => [d.title, d.card_count])).toEqual([['Default', 5]]);
    expect(result.skipped.map((s) => s.line)).toEqual([7, 8, 9]);

    const deck = deckSchema.parse(
      (await send('GET', `/api/flashcards/decks/${result.deck.id}`, undefined, cookie)).json(),
    );
    expect(deck.cards[0]).toMatchObject({
      question: 'Command to create a soft link',
      answer: '```bash\n$ ln -s <file> <link>\n```',
      tags: ['linux'],
    });

    const exported = await send(
      'GET',
      `/api/flashcards/decks/${deck.id}/export?format=anki`,
      undefined,
      cookie,
    );
    expect(exported.body).toContain('#tags column:3\n#columns:Front\tBack\tTags\n');
    expect(exported.body).toContain('Command to create a soft link\t');
    const again = importResponseSchema.parse(
      (
        await send(
          'POST',
          '/api/flashcards/decks/import',
          { title: 'Round trip', text: exported.body },
          cookie,
        )
      ).json(),
    );
    const copy = deckSchema.parse(
      (await send('GET', `/api/flashcards/decks/${again.deck.id}`, undefined, cookie)).json(),
    );
    expect(copy.title).toBe('Round trip');
    expect(copy.cards.map(({ question, answer, tags }) => ({ question, answer, tags }))).toEqual(
      deck.cards.map(({ question, answer, tags }) => ({ question, answer, tags })),
    );
  });
});
