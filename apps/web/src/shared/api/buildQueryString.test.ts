import { describe, expect, it } from 'vitest';
import { buildQueryString } from './buildQueryString';

describe('buildQueryString', () => {
  it('encodes values and drops empty filters', () => {
    expect(buildQueryString({ search: 'a&b', limit: 8, offset: 0, status: '', contact_id: undefined })).toBe(
      '?search=a%26b&limit=8&offset=0',
    );
  });

  it('joins arrays into the comma lists `select` expects', () => {
    expect(buildQueryString({ select: ['id', 'email'] })).toBe('?select=id%2Cemail');
  });

  it('is empty without parameters', () => {
    expect(buildQueryString()).toBe('');
    expect(buildQueryString({ search: null })).toBe('');
  });
});
