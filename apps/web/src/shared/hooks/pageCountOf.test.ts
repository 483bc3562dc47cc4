import { describe, expect, it } from 'vitest';
import { pageCountOf } from './pageCountOf';

describe('pageCountOf', () => {
  it('counts partly filled pages and keeps one page for an empty list', () => {
    expect(pageCountOf(21, 10)).toBe(3);
    expect(pageCountOf(20, 10)).toBe(2);
    expect(pageCountOf(0, 10)).toBe(1);
  });
});
