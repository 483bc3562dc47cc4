import { describe, expect, it } from 'vitest';
import { etagMatches, parseByteRange } from './byte-range';
import { contentDisposition, contentSecurityPolicy } from './download-headers';

describe('contentDisposition', () => {
  it('quotes safely for old clients and encodes the real name in filename*', () => {
    expect(contentDisposition('attachment', 'a "b"\\c\r\n(d).txt')).toBe(
      `attachment; filename="a _b__c__(d).txt"; filename*=UTF-8''a%20%22b%22%5Cc%0D%0A%28d%29.txt`,
    );
  });
});

describe('contentSecurityPolicy', () => {
  it('sandboxes everything but PDF, which Chrome will not render sandboxed', () => {
    expect(contentSecurityPolicy('image/png')).toMatch(/^sandbox; default-src 'none'/);
    expect(contentSecurityPolicy('application/pdf')).not.toContain('sandbox');
    expect(contentSecurityPolicy('application/pdf')).toContain("default-src 'none'");
  });
});

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=90-', { start: 90, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=95-200', { start: 95, end: 99 }],
  ])('%s of 100 bytes is %j', (header, range) => {
    expect(parseByteRange(header, 100)).toEqual(range);
  });

  it.each([undefined, 'bytes=0-1,5-6', 'items=0-1', 'bytes=9-2', 'bytes=-', 'nonsense'])(
    '%j is ignored: the whole file is sent',
    (header) => {
      expect(parseByteRange(header, 100)).toBeUndefined();
    },
  );

  it('a start past the end, or a zero suffix, is unsatisfiable', () => {
    expect(parseByteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 100)).toBe('unsatisfiable');
  });
});

describe('etagMatches', () => {
  it('matches a listed tag, a weak form of it, or *', () => {
    expect(etagMatches('"a", "b"', '"b"')).toBe(true);
    expect(etagMatches('W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches('"c"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});
