import { describe, expect, it } from 'vitest';
import { replaceListRow } from './replaceListRow';

const page = {
  data: [
    { id: 1, notes: 'Old', version: 3 },
    { id: 2, notes: 'Other', version: 1 },
  ],
  total: 2,
  limit: 10,
  offset: 0,
};

describe('replaceListRow', () => {
  it("brings the record's row up to date with the fields the row carries", () => {
    const next = replaceListRow(page, { id: 1, notes: 'New', version: 4, priority: 'High' });
    expect(next?.data).toEqual([
      { id: 1, notes: 'New', version: 4 },
      { id: 2, notes: 'Other', version: 1 },
    ]);
  });

  it('leaves a page without the record as it is', () => {
    expect(replaceListRow(page, { id: 9, version: 2 })).toBe(page);
    expect(replaceListRow(undefined, { id: 9 })).toBeUndefined();
  });
});
