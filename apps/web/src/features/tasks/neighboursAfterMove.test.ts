import { describe, expect, it } from 'vitest';
import { neighboursAfterMove } from './neighboursAfterMove';

const rows = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('neighboursAfterMove', () => {
  it('moving down puts the row between the target and the one after it', () => {
    const move = neighboursAfterMove(rows, 1, 3)!;
    expect(ids(move.items)).toEqual([2, 3, 1, 4]);
    expect(move).toMatchObject({ previousId: 3, nextId: 4 });
  });

  it('moving up puts the row between the one before the target and the target', () => {
    const move = neighboursAfterMove(rows, 4, 2)!;
    expect(ids(move.items)).toEqual([1, 4, 2, 3]);
    expect(move).toMatchObject({ previousId: 1, nextId: 2 });
  });

  it('to the top has no previous row, to the bottom no next row', () => {
    expect(neighboursAfterMove(rows, 3, 1)).toMatchObject({ previousId: null, nextId: 1 });
    expect(neighboursAfterMove(rows, 2, 4)).toMatchObject({ previousId: 4, nextId: null });
  });

  it('a drop on itself or on an unknown row moves nothing', () => {
    expect(neighboursAfterMove(rows, 2, 2)).toBeNull();
    expect(neighboursAfterMove(rows, 2, 99)).toBeNull();
  });

  it('leaves the given list as it was', () => {
    neighboursAfterMove(rows, 1, 4);
    expect(ids(rows)).toEqual([1, 2, 3, 4]);
  });
});
