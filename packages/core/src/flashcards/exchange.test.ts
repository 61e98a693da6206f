import { describe, expect, it } from 'vitest';
import {
  CARD_TAG_MAX,
  CARD_TAGS_MAX,
  clozeCards,
  exportAnki,
  exportCsv,
  htmlToText,
  importCards,
  readTags,
} from './exchange.ts';

const tricky = [
  { question: 'Capital of France?', answer: 'Paris' },
  { question: 'Comma, and "quotes"', answer: 'a, b, "c"' },
  { question: 'Tab\there', answer: 'line one\nline two' },
  { question: 'Is <b>bold</b> HTML & safe?', answer: '1 < 2 > 0 &amp; done' },
  { question: '光合作用とは？', answer: '植物が光で糖を作る過程' },
  { question: '  padded?', answer: '"quoted"' },
];

describe('Anki text export and import', () => {
  it('writes the header lines Anki reads', () => {
    const text = exportAnki([{ question: 'Q', answer: 'A' }]);
    expect(text).toBe('#separator:tab\n#html:true\n#columns:Front\tBack\nQ\tA\n');
  });

  it('escapes HTML, turns newlines into <br> and quotes tabs and quotes', () => {
    const text = exportAnki(tricky);
    expect(text).toContain('Is &lt;b&gt;bold&lt;/b&gt; HTML &amp; safe?');
    expect(text).toContain('line one<br>line two');
    expect(text).toContain('"Tab\there"');
    expect(text).toContain('"Comma, and ""quotes"""');
  });

  it('round-trips commas, quotes, tabs, newlines, HTML and CJK', () => {
    const result = importCards(exportAnki(tricky));
    expect(result.skipped).toEqual([]);
    expect(result.format).toBe('anki');
    expect(result.cards).toEqual(
      tricky.map((c) => ({ question: c.question.trim(), answer: c.answer.trim() })),
    );
  });

  it('reads what Anki itself exports, with HTML markup turned into text', () => {
    const anki = [
      '#separator:tab',
      '#html:true',
      '#notetype column:1',
      '#deck column:2',
      '#columns:Note type\tDeck\tFront\tBack',
      'Basic\tBiology\t<b>Mitochondria</b>\tPowerhouse<br>of the cell&nbsp;&#x1F9EC;',
      'Basic\tBiology\t\tno front',
    ].join('\n');
    const result = importCards(anki);
    expect(result.cards).toEqual([
      { question: 'Mitochondria', answer: 'Powerhouse\nof the cell \u{1F9EC}', deck: 'Biology' },
    ]);
    expect(result.skipped).toEqual([{ line: 7, reason: 'the question is empty' }]);
  });

  // "Notes in Plain Text" as Anki's export dialog writes it for each choice of its tick boxes
  // (HTML, tags, deck, note type, unique identifier): the meta columns come first in the order
  // guid, notetype, deck, then the note's fields, then the tags.
  describe('each combination of Anki export options', () => {
    const rows = [
      {
        guid: 'f#2Kx/9a',
        front: 'What is <b>osmosis</b>?',
        back: 'Water moving across a membrane',
      },
      { guid: 'Q,3]pLm7', front: 'Ribosome', back: 'Makes proteins<br>from mRNA' },
    ];
    const options = [
      { guid: true, notetype: true, deck: true, tags: true },
      { guid: false, notetype: true, deck: true, tags: true },
      { guid: false, notetype: false, deck: true, tags: true },
      { guid: false, notetype: true, deck: false, tags: true },
      { guid: true, notetype: false, deck: false, tags: false },
      { guid: false, notetype: false, deck: false, tags: true },
      { guid: false, notetype: false, deck: false, tags: false },
    ];
    for (const html of [true, false]) {
      for (const o of options) {
        const label = `html:${html} ${Object.entries(o)
          .filter(([, on]) => on)
          .map(([k]) => k)
          .join('+')}`;
        it(label, () => {
          const header = ['#separator:tab', `#html:${html}`];
          const meta: string[] = [];
          if (o.guid) header.push(`#guid column:${meta.push('guid')}`);
          if (o.notetype) header.push(`#notetype column:${meta.push('notetype')}`);
          if (o.deck) header.push(`#deck column:${meta.push('deck')}`);
          if (o.tags) header.push(`#tags column:${meta.length + 3}`);
          const lines = rows.map((r) => {
            const cells: string[] = [];
            if (o.guid) cells.push(r.guid);
            if (o.notetype) cells.push('Basic');
            if (o.deck) cells.push('Biology::Cells');
            const field = (text: string) => (html ? text : text.replace(/<[^>]+>/g, ''));
            cells.push(field(r.front), field(r.back));
            if (o.tags) cells.push('biology cells::membranes');
            return cells.join('\t');
          });
          const result = importCards([...header, ...lines].join('\n') + '\n');
          expect(result.skipped).toEqual([]);
          expect(result.cards.map((c) => c.question)).toEqual(['What is osmosis?', 'Ribosome']);
          expect(result.cards[1]!.answer).toBe(
            html ? 'Makes proteins\nfrom mRNA' : 'Makes proteinsfrom mRNA',
          );
          for (const card of result.cards) {
            expect(card.deck).toBe(o.deck ? 'Biology::Cells' : undefined);
            expect(card.tags).toEqual(o.tags ? ['biology', 'cells::membranes'] : undefined);
          }
        });
      }
    }
  });

  it('reads one deck per Anki deck named in the file', () => {
    const text = [
      '#separator:tab',
      '#html:true',
      '#notetype column:1',
      '#deck column:2',
      'Basic\tBiology::Cells\tCell wall\tRigid layer outside the membrane',
      'Basic\tChemistry\tpH 7\tNeutral',
    ].join('\n');
    expect(importCards(text).cards.map((c) => c.deck)).toEqual(['Biology::Cells', 'Chemistry']);
  });

  it('honours #separator names and #html:false', () => {
    const text = '#separator:Semicolon\n#html:false\nkeep <i>tags</i>;as text\n';
    expect(importCards(text).cards).toEqual([{ question: 'keep <i>tags</i>', answer: 'as text' }]);
  });
});

describe('tags', () => {
  const tagged = [
    {
      question: 'Osmosis?',
      answer: 'Water across a membrane',
      tags: ['biology', 'cells::membranes'],
    },
    { question: 'pH 7?', answer: 'Neutral' },
  ];

  it('are written in a tags column Anki reads and read back', () => {
    const text = exportAnki(tagged);
    expect(text.split('\n').slice(0, 4)).toEqual([
      '#separator:tab',
      '#html:true',
      '#tags column:3',
      '#columns:Front\tBack\tTags',
    ]);
    expect(importCards(text).cards).toEqual(tagged);
  });

  it('sit after the Source column when cards have one', () => {
    const text = exportAnki([{ ...tagged[0]!, source: 'Wikipedia: Osmosis' }]);
    expect(text).toContain('#tags column:4\n#columns:Front\tBack\tSource\tTags\n');
    expect(importCards(text).cards[0]!.tags).toEqual(['biology', 'cells::membranes']);
  });

  it('round-trip through CSV in a tags column', () => {
    const csv = exportCsv(tagged);
    expect(csv.startsWith('question,answer,tags\r\n')).toBe(true);
    expect(importCards(csv).cards).toEqual(tagged);
  });

  it('are left out of both formats when no card has any', () => {
    expect(exportAnki([{ question: 'Q', answer: 'A', tags: [] }])).not.toContain('#tags');
    expect(exportCsv([{ question: 'Q', answer: 'A' }])).toBe('question,answer\r\nQ,A\r\n');
  });

  it('drop duplicates, over-long tags and those past the limit', () => {
    const long = 'x'.repeat(CARD_TAG_MAX + 1);
    expect(readTags(`  a b  a ${long} c `)).toEqual(['a', 'b', 'c']);
    const many = Array.from({ length: CARD_TAGS_MAX + 5 }, (_, i) => `t${i}`).join(' ');
    expect(readTags(many)).toHaveLength(CARD_TAGS_MAX);
  });
});

describe('cloze notes', () => {
  it('become one card per cloze number, as Anki makes them', () => {
    expect(
      clozeCards('{{c1::Canberra}} is the capital of {{c2::Australia::country}}', 'Since 1913'),
    ).toEqual([
      { question: '[...] is the capital of Australia', answer: 'Canberra\nSince 1913' },
      { question: 'Canberra is the capital of [country]', answer: 'Australia\nSince 1913' },
    ]);
  });

  it('hide every deletion with the same number on one card', () => {
    expect(clozeCards('{{c1::H}}{{c1::2}}O is {{c2::water}}')).toEqual([
      { question: '[...][...]O is water', answer: 'H, 2' },
      { question: 'H2O is [...]', answer: 'water' },
    ]);
  });

  it('are read from an Anki file with their deck and tags; Back Extra may be empty', () => {
    const text = [
      '#separator:tab',
      '#html:true',
      '#notetype column:1',
      '#deck column:2',
      '#tags column:5',
      'Cloze\tBiology\tATP is made in the {{c1::<b>mitochondria</b>::organelle}}.\t\tcells',
      'Cloze\tBiology\tAn empty {{c1::}} deletion\t\t',
      'Basic\tBiology\t<img src="cell.png">[sound:cell.mp3]\tCell\t',
    ].join('\n');
    const result = importCards(text);
    expect(result.cards).toEqual([
      {
        question: 'ATP is made in the [organelle].',
        answer: 'mitochondria',
        deck: 'Biology',
        tags: ['cells'],
      },
    ]);
    expect(result.skipped).toEqual([
      { line: 7, reason: 'a cloze deletion is empty' },
      { line: 8, reason: 'the question is only a picture or sound, which are not imported' },
    ]);
  });

  it('leave text without deletions alone', () => {
    expect(clozeCards('No {{braces}} here')).toBeUndefined();
  });
});

describe('CSV export and import', () => {
  it('round-trips commas, quotes, tabs, newlines, HTML and CJK', () => {
    const csv = exportCsv(tricky);
    expect(csv.startsWith('question,answer\r\n')).toBe(true);
    const result = importCards(csv);
    expect(result.format).toBe('csv');
    expect(result.skipped).toEqual([]);
    expect(result.cards).toEqual(
      tricky.map((c) => ({ question: c.question.trim(), answer: c.answer.trim() })),
    );
  });

  it('reports each skipped record with its line and reason', () => {
    const csv = [
      'question,answer',
      'ok,fine',
      'only one field',
      ',no question',
      'no answer,',
      '"multi',
      'line",works',
      `${'x'.repeat(1001)},too long`,
      '"never closed,oops',
    ].join('\n');
    const result = importCards(csv);
    expect(result.cards).toEqual([
      { question: 'ok', answer: 'fine' },
      { question: 'multi\nline', answer: 'works' },
    ]);
    expect(result.skipped).toEqual([
      { line: 3, reason: 'it has one field; a card needs two' },
      { line: 4, reason: 'the question is empty' },
      { line: 5, reason: 'the answer is empty' },
      { line: 8, reason: 'a side is longer than 1000 characters' },
      { line: 9, reason: 'a quoted field is never closed' },
    ]);
  });

  it('reads CSV without a header row', () => {
    expect(importCards('a,b\nc,d').cards).toEqual([
      { question: 'a', answer: 'b' },
      { question: 'c', answer: 'd' },
    ]);
  });
});

describe('htmlToText', () => {
  it('keeps line breaks and decodes entities', () => {
    expect(htmlToText('<div>a</div><div>b &lt;c&gt; &#233;</div>')).toBe('a\nb <c> é');
  });

  it('leaves a name no entity has as written, even one of an object member', () => {
    expect(htmlToText('a &constructor; &bogus; b')).toBe('a &constructor; &bogus; b');
  });
});
