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
});
