import { describe, expect, it } from 'vitest';
import { expectBadRequest } from './test-fixture';
import { MAX_WHERE_LENGTH, tokenize } from './where-lexer';

const kinds = (input: string) => tokenize(input).map((token) => [token.type, token.value]);

describe('where lexer', () => {
  it('splits a comparison into field, operator, value and end tokens', () => {
    expect(kinds("status = 'Pending'")).toEqual([
      ['ident', 'status'],
      ['op', '='],
      ['string', 'Pending'],
      ['eof', ''],
    ]);
  });

  it('recognises every comparison operator, longest first', () => {
    expect(kinds('a<=1 b>=2 c<>3 d!=4 e=5 f<6 g>7').filter(([type]) => type === 'op')).toEqual([
      ['op', '<='],
      ['op', '>='],
      ['op', '<>'],
      ['op', '!='],
      ['op', '='],
      ['op', '<'],
      ['op', '>'],
    ]);
  });

  it('reads keywords case-insensitively and keeps field names as typed', () => {
    expect(kinds('Status IS NOT NULL AnD x LiKe ')).toEqual([
      ['ident', 'Status'],
      ['keyword', 'is'],
      ['keyword', 'not'],
      ['keyword', 'null'],
      ['keyword', 'and'],
      ['ident', 'x'],
      ['keyword', 'like'],
      ['eof', ''],
    ]);
  });

  it('turns a doubled single quote into one quote inside a string', () => {
    expect(tokenize("'O''Brien'")[0]).toEqual({ type: 'string', value: "O'Brien", pos: 0 });
  });

  it('keeps backslashes, semicolons and SQL keywords inside strings as plain text', () => {
    expect(tokenize("'a\\b; drop table users --'")[0].value).toBe('a\\b; drop table users --');
  });

  it('reads negative and decimal numbers as single tokens', () => {
    expect(kinds('-12.5 .5 7')).toEqual([
      ['number', '-12.5'],
      ['number', '.5'],
      ['number', '7'],
      ['eof', ''],
    ]);
  });

  it('records where each token starts', () => {
    expect(tokenize('  a = 1').map((token) => token.pos)).toEqual([2, 4, 6, 7]);
  });

  it('rejects an unterminated string, naming where it starts', () => {
    expectBadRequest(() => tokenize("name = 'abc"), 'unterminated string starting at position 8');
  });

  it('rejects characters outside the language, such as a semicolon', () => {
    expectBadRequest(
      () => tokenize("name = 'a'; drop table users"),
      'unexpected character ";" at position 11',
    );
  });

  it('rejects control characters without echoing them raw', () => {
    expectBadRequest(() => tokenize('a = 1\u0000'), 'character U+0000');
  });

  it('rejects double-quoted identifiers and comments', () => {
    expectBadRequest(() => tokenize('"name" = 1'), 'unexpected character');
    expectBadRequest(() => tokenize('a = 1 -- x'), 'unexpected character "-"');
    expectBadRequest(() => tokenize('a = 1 /* x */'), 'unexpected character "/"');
  });

  it(`rejects input longer than ${MAX_WHERE_LENGTH} characters`, () => {
    const long = `name = '${'x'.repeat(MAX_WHERE_LENGTH)}'`;
    expectBadRequest(() => tokenize(long), `longer than ${MAX_WHERE_LENGTH} characters`);
  });

  it(`accepts input of exactly ${MAX_WHERE_LENGTH} characters`, () => {
    const exact = `name = '${'x'.repeat(MAX_WHERE_LENGTH - 9)}'`;
    expect(exact).toHaveLength(MAX_WHERE_LENGTH);
    expect(tokenize(exact)).toHaveLength(4);
  });
});
