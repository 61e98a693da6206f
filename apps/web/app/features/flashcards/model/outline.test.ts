import { describe, expect, it } from 'vitest';
import { cardsFromOutline } from './outline';

describe('cardsFromOutline', () => {
  it('asks for the children of every idea that has some', () => {
    const outline = [
      '- Cell',
      '  - Nucleus',
      '    - DNA',
      '  - Membrane',
      '- 光合作用',
      '  - 葉緑体',
    ].join('\n');
    expect(cardsFromOutline(outline)).toEqual([
      { question: 'What comes under “Cell”?', answer: 'Nucleus\nMembrane' },
      { question: 'What comes under “Nucleus”?', answer: 'DNA' },
      { question: 'What comes under “光合作用”?', answer: '葉緑体' },
    ]);
  });

  it('makes nothing from a flat list or plain text', () => {
    expect(cardsFromOutline('- a\n- b')).toEqual([]);
    expect(cardsFromOutline('just words')).toEqual([]);
  });

  it('names the map node of each card when the map sent its ids, one per item line', () => {
    // A note line ("> ") is not an item; an item without a label still takes its id.
    const outline = ['- Cell', '  > a note', '  - Nucleus', '    - DNA', '  - ', '    - Lost'].join(
      '\n',
    );
    const cards = cardsFromOutline(outline, { id: 'm1', nodeIds: ['r', 'n', 'd', 'e', 'l'] });
    expect(cards.map((c) => [c.question, c.mapNode])).toEqual([
      ['What comes under “Cell”?', { map_id: 'm1', node_id: 'r' }],
      ['What comes under “Nucleus”?', { map_id: 'm1', node_id: 'n' }],
    ]);
    // A node not saved yet ('') makes a card that names no node.
    const unsaved = cardsFromOutline(outline, { id: 'm1', nodeIds: ['', 'n'] });
    expect(unsaved.map((c) => c.mapNode)).toEqual([undefined, { map_id: 'm1', node_id: 'n' }]);
  });
});
