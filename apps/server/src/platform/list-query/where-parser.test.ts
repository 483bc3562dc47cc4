import { describe, expect, it } from 'vitest';
import { expectBadRequest } from './test-fixture';
import { MAX_WHERE_DEPTH, parseWhere } from './where-parser';

const cmp = (field: string, op: string, value: unknown) => ({
  type: 'comparison',
  field,
  op,
  value: typeof value === 'string' ? { type: 'string', value } : { type: 'number', value },
});

describe('where parser', () => {
  it('parses a single comparison', () => {
    expect(parseWhere("status = 'Pending'")).toEqual(cmp('status', '=', 'Pending'));
  });

  it('reads <> as !=', () => {
    expect(parseWhere('a <> 1')).toEqual(cmp('a', '!=', 1));
  });

  it('parses negative and decimal numbers as numbers', () => {
    expect(parseWhere('total_cost >= -10.25')).toEqual(cmp('total_cost', '>=', -10.25));
  });

  it('parses true, false and null literals', () => {
    expect(parseWhere('a = true')).toMatchObject({ value: { type: 'boolean', value: true } });
    expect(parseWhere('a = FALSE')).toMatchObject({ value: { type: 'boolean', value: false } });
    expect(parseWhere('a = null')).toMatchObject({ value: { type: 'null' } });
  });

  it('binds and tighter than or', () => {
    expect(parseWhere('a = 1 or b = 2 and c = 3')).toEqual({
      type: 'or',
      children: [cmp('a', '=', 1), { type: 'and', children: [cmp('b', '=', 2), cmp('c', '=', 3)] }],
    });
  });

  it('lets parentheses override precedence', () => {
    expect(parseWhere('(a = 1 or b = 2) and c = 3')).toEqual({
      type: 'and',
      children: [{ type: 'or', children: [cmp('a', '=', 1), cmp('b', '=', 2)] }, cmp('c', '=', 3)],
    });
  });

  it('flattens chains of the same connective', () => {
    expect(parseWhere('a = 1 AND b = 2 and c = 3')).toEqual({
      type: 'and',
      children: [cmp('a', '=', 1), cmp('b', '=', 2), cmp('c', '=', 3)],
    });
  });

  it('binds not tighter than and', () => {
    expect(parseWhere('not a = 1 and b = 2')).toEqual({
      type: 'and',
      children: [{ type: 'not', child: cmp('a', '=', 1) }, cmp('b', '=', 2)],
    });
  });

  it('parses not over a parenthesised group', () => {
    expect(parseWhere('not (a = 1 or b = 2)')).toEqual({
      type: 'not',
      child: { type: 'or', children: [cmp('a', '=', 1), cmp('b', '=', 2)] },
    });
  });

  it('parses like and not like, keeping wildcards', () => {
    expect(parseWhere("name like 'Ac%_'")).toEqual({
      type: 'like',
      field: 'name',
      pattern: 'Ac%_',
      negated: false,
    });
    expect(parseWhere("name NOT ILIKE 'x'")).toEqual({
      type: 'like',
      field: 'name',
      pattern: 'x',
      negated: true,
    });
  });

  it('parses in and not in lists', () => {
    expect(parseWhere("status in ('Pending','Working')")).toEqual({
      type: 'in',
      field: 'status',
      values: [
        { type: 'string', value: 'Pending' },
        { type: 'string', value: 'Working' },
      ],
      negated: false,
    });
    expect(parseWhere('id not in (1, 2)')).toMatchObject({ type: 'in', negated: true });
  });

  it('parses is null and is not null', () => {
    expect(parseWhere('a is null')).toEqual({ type: 'is_null', field: 'a', negated: false });
    expect(parseWhere('a IS NOT NULL')).toEqual({ type: 'is_null', field: 'a', negated: true });
  });

  it('keeps quotes and SQL text inside a string value', () => {
    expect(parseWhere("name = 'it''s; drop table users'")).toEqual(
      cmp('name', '=', "it's; drop table users"),
    );
  });

  it('accepts surrounding whitespace and newlines', () => {
    expect(parseWhere('\n a = 1 \t')).toEqual(cmp('a', '=', 1));
  });

  describe('rejects with 400', () => {
    const cases: [string, string, string][] = [
      ['an empty expression', '   ', 'empty'],
      ['a value where a field belongs (1=1)', '1=1', 'expected a field name'],
      ['unbalanced closing parenthesis', '1=1) or (1=1', 'expected a field name'],
      ['a stray closing parenthesis after a condition', 'a = 1) or (b = 1', 'unbalanced ")"'],
      ['a missing closing parenthesis', '(a = 1', 'missing ")"'],
      ['trailing garbage', 'a = 1 b', 'unexpected "b"'],
      ['a missing value', 'a =', 'expected a value'],
      ['a field compared with a field', 'a = b', 'expected a value'],
      ['a missing operator', "a 'x'", 'expected an operator'],
      ['an unknown operator word', "a between 'x'", 'expected an operator'],
      ['a dangling and', 'a = 1 and', 'expected a field name'],
      ['a dangling or', 'or a = 1', 'expected a field name'],
      ['like without a string', 'a like 5', '"like" needs a quoted string'],
      ['in without parentheses', "a in 'x'", '"in" needs a list'],
      ['an empty in list', 'a in ()', 'expected a value'],
      ['an unclosed in list', 'a in (1, 2', 'missing ")" for "in" list'],
      ['a bad separator in an in list', 'a in (1; 2)', 'unexpected character ";"'],
      ['is without null', 'a is 1', 'expected "null"'],
      ['double operators', 'a == 1', 'expected a value'],
      ['a semicolon after a condition', "name = 'a'; drop table users", 'unexpected character ";"'],
      ['an unterminated string', "name = 'abc", 'unterminated string'],
    ];
    it.each(cases)('%s', (_label, input, message) => {
      expectBadRequest(() => parseWhere(input), message);
    });

    it(`nesting deeper than ${MAX_WHERE_DEPTH} levels`, () => {
      const deep = `${'('.repeat(MAX_WHERE_DEPTH + 1)}a = 1${')'.repeat(MAX_WHERE_DEPTH + 1)}`;
      expectBadRequest(() => parseWhere(deep), `more than ${MAX_WHERE_DEPTH} levels`);
      expectBadRequest(() => parseWhere(`${'not '.repeat(MAX_WHERE_DEPTH + 1)}a = 1`), 'levels');
    });
  });

  it(`accepts nesting of exactly ${MAX_WHERE_DEPTH} levels`, () => {
    const deep = `${'('.repeat(MAX_WHERE_DEPTH)}a = 1${')'.repeat(MAX_WHERE_DEPTH)}`;
    expect(parseWhere(deep)).toEqual(cmp('a', '=', 1));
  });

  it('accepts a long flat chain of conditions without counting it as nesting', () => {
    const chain = Array.from({ length: 100 }, (_, i) => `a = ${i}`).join(' or ');
    expect(parseWhere(chain)).toMatchObject({ type: 'or' });
  });
});
