import { describe, expect, it } from 'vitest';
import { isEmptyUpdate, withoutUndefined } from './payload';

describe('withoutUndefined', () => {
  it('removes undefined fields and keeps null, zero, false and empty text', () => {
    expect(withoutUndefined({ a: undefined, b: null, c: 0, d: false, e: '' })).toEqual({
      b: null,
      c: 0,
      d: false,
      e: '',
    });
    expect('a' in withoutUndefined({ a: undefined })).toBe(false);
  });
});

describe('isEmptyUpdate', () => {
  it('is true when every field is undefined and false when one is set', () => {
    expect(isEmptyUpdate({})).toBe(true);
    expect(isEmptyUpdate({ status: undefined })).toBe(true);
    expect(isEmptyUpdate({ status: 'Working' })).toBe(false);
    expect(isEmptyUpdate({ notes: null })).toBe(false);
  });
});
