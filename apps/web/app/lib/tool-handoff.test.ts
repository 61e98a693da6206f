import { afterEach, describe, expect, it } from 'vitest';
import { PERSONAL_KEY_PREFIXES } from './storage';
import { dropHandoff, handOff, peekHandoff } from './tool-handoff';

describe('tool hand-off', () => {
  afterEach(() => sessionStorage.clear());

  it('hands material to the receiver once', () => {
    const path = handOff(
      'flashcards',
      {
        source: 'mind-map',
        title: 'Cells',
        text: '- Cells\n  - Nucleus',
        map: { id: 'm1', nodeIds: ['r', 'n'] },
      },
      1000,
    );
    expect(path).toBe('/app/flashcards?from=handoff');
    const expected = {
      title: 'Cells',
      text: '- Cells\n  - Nucleus',
      map: { id: 'm1', nodeIds: ['r', 'n'] },
    };
    // Peeking is safe in a render React redoes: it is there until the receiver drops it.
    expect(peekHandoff('flashcards', 2000)).toMatchObject(expected);
    expect(peekHandoff('flashcards', 2000)).toMatchObject(expected);
    dropHandoff('flashcards');
    expect(peekHandoff('flashcards', 2000)).toBeNull();
  });

  it('keeps each receiver apart and routes the planner to its screen', () => {
    expect(handOff('planner', { source: 'mind-map', title: 'Essay', text: '- Essay' }, 0)).toBe(
      '/app/ai-planner?from=handoff',
    );
    expect(peekHandoff('flashcards', 0)).toBeNull();
    expect(peekHandoff('planner', 0)).toMatchObject({ title: 'Essay' });
  });

  it('drops a stale or malformed hand-off', () => {
    handOff('planner', { source: 'mind-map', title: 'Old', text: 'x' }, 0);
    expect(peekHandoff('planner', 11 * 60_000)).toBeNull();
    sessionStorage.setItem(`${PERSONAL_KEY_PREFIXES.handoff}planner`, '{not json');
    expect(peekHandoff('planner', 0)).toBeNull();
    sessionStorage.setItem(
      `${PERSONAL_KEY_PREFIXES.handoff}planner`,
      JSON.stringify({ source: 'mind-map', title: 'T', text: 'x', createdAt: 0, map: 'm1' }),
    );
    expect(peekHandoff('planner', 0)).toBeNull();
  });
});
