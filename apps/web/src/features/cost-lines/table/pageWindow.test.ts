import { describe, expect, it } from 'vitest';
import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps five buttons centred on the current page', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('has no buttons without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
