import { describe, expect, it } from 'vitest';
import { expectBadRequest, spec, toQuery } from './test-fixture';
import { compileWhere } from './where-compiler';
import { parseWhere } from './where-parser';

const compile = (input: string) => toQuery(compileWhere(parseWhere(input), spec));

describe('where compiler', () => {
  it('compiles and-ed comparisons to qualified columns and numbered parameters', () => {
    expect(compile("status = 'Pending' and total_cost > 10")).toEqual({
      sql: '("t"."status" = $1 and "t"."total_cost" > $2)',
      params: ['Pending', 10],
    });
  });

  it('compiles != and <> to <>', () => {
    expect(compile('id != 1 or id <> 2')).toEqual({
      sql: '("t"."id" <> $1 or "t"."id" <> $2)',
      params: [1, 2],
    });
  });

  it('keeps the parse tree grouping in the SQL', () => {
    expect(compile("(status = 'A' or status = 'B') and id >= 3").sql).toBe(
      '(("t"."status" = $1 or "t"."status" = $2) and "t"."id" >= $3)',
    );
  });

  it('compiles not around a single condition and around a group', () => {
    expect(compile('not id = 1').sql).toBe('not ("t"."id" = $1)');
    expect(compile('not (id = 1 or id = 2)').sql).toBe('not ("t"."id" = $1 or "t"."id" = $2)');
  });

  it('compiles like to ILIKE and keeps the user wildcards', () => {
    expect(compile("name like 'Ac%me_'")).toEqual({ sql: '"t"."name" ilike $1', params: ['Ac%me_'] });
    expect(compile("name not like 'x%'").sql).toBe('"t"."name" not ilike $1');
  });

  it('compiles in lists to one parameter per value', () => {
    expect(compile("status in ('Pending','Working')")).toEqual({
      sql: '"t"."status" in ($1, $2)',
      params: ['Pending', 'Working'],
    });
    expect(compile('id not in (1)').sql).toBe('"t"."id" not in ($1)');
  });

  it('compiles is null and is not null without parameters', () => {
    expect(compile('name is null')).toEqual({ sql: '"t"."name" is null', params: [] });
    expect(compile('name is not null')).toEqual({ sql: '"t"."name" is not null', params: [] });
  });

  it('treats = null and != null as is null and is not null', () => {
    expect(compile('name = null').sql).toBe('"t"."name" is null');
    expect(compile('name != null').sql).toBe('"t"."name" is not null');
  });

  it('wraps expression fields in parentheses so precedence cannot change', () => {
    expect(compile("full_name like 'Ann B%'")).toEqual({
      sql: `("t"."first_name" || ' ' || "t"."last_name") ilike $1`,
      params: ['Ann B%'],
    });
  });

  it('puts user text only into parameters, never into the SQL text', () => {
    const hostile = "x' or '1'='1; drop table users; --";
    const query = compile(`name = '${hostile.replaceAll("'", "''")}' or status like '%''--'`);
    expect(query.sql).toBe('("t"."name" = $1 or "t"."status" ilike $2)');
    expect(query.params).toEqual([hostile, "%'--"]);
  });

  describe('coerces values by field kind', () => {
    it('accepts integers up to the column type: 4 bytes for integer, 8 for bigint', () => {
      expect(compile('id = 2147483647 or id = -2147483648').params).toEqual([2147483647, -2147483648]);
      expect(compile('sequence = 2147483648').params).toEqual([2147483648]);
    });

    it('accepts numeric strings for number fields', () => {
      expect(compile("total_cost = '12.5'").params).toEqual([12.5]);
    });

    it('accepts true/false literals and strings for boolean fields', () => {
      expect(compile("is_active = true and is_active != 'false'").params).toEqual([true, false]);
    });

    it('accepts calendar dates for date fields', () => {
      expect(compile("due_date >= '2024-02-29'").params).toEqual(['2024-02-29']);
    });

    it('normalises timestamps to UTC ISO text, treating a missing zone as UTC', () => {
      expect(compile("created_at > '2024-03-01T10:00:00+02:00'").params).toEqual([
        '2024-03-01T08:00:00.000Z',
      ]);
      expect(compile("created_at > '2024-03-01 10:00'").params).toEqual(['2024-03-01T10:00:00.000Z']);
      expect(compile("created_at > '2024-03-01'").params).toEqual(['2024-03-01T00:00:00.000Z']);
    });
  });

  describe('rejects with 400', () => {
    const cases: [string, string, string][] = [
      ['an unknown field', "foo = 'x'", 'Unknown field "foo" in where'],
      ['a column that is not exposed', "password_hash = 'x'", 'Unknown field "password_hash" in where'],
      ['a known field that is not filterable', "notes = 'x'", 'Field "notes" cannot be used for filtering'],
      ['an inherited object property as a field', 'constructor = 1', 'Unknown field "constructor"'],
      ['text for an integer field', "id = 'abc'", 'Invalid value for "id" in where: expected an integer'],
      ['a decimal for an integer field', 'id = 1.5', 'expected an integer'],
      ['an unsafe integer', 'id = 99999999999999999999', 'expected an integer'],
      [
        'an integer past a 4-byte column',
        'id = 2147483648',
        'expected an integer from -2147483648 to 2147483647',
      ],
      ['an integer below a 4-byte column', 'id > -2147483649', 'expected an integer from -2147483648'],
      ['an out-of-range integer in an in list', 'id in (1, 2147483648)', 'expected an integer from'],
      ['an unquoted number for a text field', 'status = 5', 'put text in single quotes'],
      ['a non-boolean for a boolean field', 'is_active = 1', 'expected true or false'],
      ['an impossible date', "due_date = '2023-02-29'", 'expected a date (YYYY-MM-DD)'],
      ['a badly formed date', "due_date = '01/02/2024'", 'expected a date'],
      ['an impossible timestamp', "created_at > '2024-01-01T25:00:00Z'", 'expected an ISO 8601 timestamp'],
      ['a wrong value inside an in list', "id in (1, 'x')", 'expected an integer'],
      ['null in an in list', 'id in (1, null)', 'null can only be used with "is null"'],
      ['an ordering comparison with null', 'id < null', 'null can only be used'],
      ['like on a non-text field', "id like '1%'", '"like" can only be used with text fields'],
      ['an ordering comparison on a boolean', 'is_active > false', 'Operator ">" cannot be used'],
      ['an always-true injection', "name = 'x' or 1=1", 'expected a field name'],
    ];
    it.each(cases)('%s', (_label, input, message) => {
      expectBadRequest(() => compile(input), message);
    });
  });
});
