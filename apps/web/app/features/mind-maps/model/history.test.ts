import { describe, expect, it } from 'vitest';
import type { StoredMapData } from '@quietdesk/core/api/mind-maps';
import { emptyHistory, HISTORY_LIMIT, record, redo, undo } from './history';

const map = (text: string): StoredMapData => ({
  nodes: [{ id: '1', text, x: 0, y: 0 }],
  edges: [],
});

describe('the undo stack', () => {
  it('undoes and redoes edits in order', () => {
    let history = record(emptyHistory(), map('a'));
    history = record(history, map('b'));
    const back = undo(history, map('c'))!;
    expect(back.map).toEqual(map('b'));
    const further = undo(back.history, back.map)!;
    expect(further.map).toEqual(map('a'));
    expect(undo(further.history, further.map)).toBeNull();
    const again = redo(further.history, further.map)!;
    expect(again.map).toEqual(map('b'));
    expect(redo(again.history, again.map)!.map).toEqual(map('c'));
  });

  it('a new edit forgets what was undone', () => {
    const history = record(emptyHistory(), map('a'));
    const back = undo(history, map('b'))!;
    const edited = record(back.history, map('a'));
    expect(edited.future).toEqual([]);
    expect(redo(edited, map('x'))).toBeNull();
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let history = emptyHistory();
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) history = record(history, map(String(i)));
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]).toEqual(map('5'));
  });
});
