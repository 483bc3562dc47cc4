import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMIT, defineListSpec, listSelection, MAX_LIMIT } from './list-spec';
import { parseListQuery } from './parse-list-query';
import { expectBadRequest, spec, t, toQuery } from './test-fixture';

const parse = (query: Record<string, unknown>) => parseListQuery(query, spec);
const orderSql = (query: Record<string, unknown>) => parse(query).orderBy.map((part) => toQuery(part).sql);

describe('parseListQuery defaults', () => {
  it('answers the defaults for an empty query', () => {
    const parsed = parse({});
    expect(parsed).toMatchObject({ limit: DEFAULT_LIMIT, offset: 0, where: undefined, select: undefined });
    expect(parsed.orderBy.map((part) => toQuery(part).sql)).toEqual([
      '"t"."created_at" desc',
      '"t"."id" desc',
    ]);
  });

  it('adds the id tie-breaker in the direction of the last sort column', () => {
    const asc = parse({ order_by: 'status ASC' });
    expect(asc.orderBy.map((part) => toQuery(part).sql)).toEqual(['"t"."status" asc', '"t"."id" asc']);
  });

  it("uses the spec's default limit", () => {
    expect(parseListQuery({}, { ...spec, defaultLimit: 25 }).limit).toBe(25);
  });

  it('treats blank parameters as absent', () => {
    expect(
      parse({ limit: '', offset: ' ', order_by: '', select: '', search: ' ', where: '', status: '' }),
    ).toMatchObject({ limit: DEFAULT_LIMIT, offset: 0, where: undefined, select: undefined });
  });

  it('ignores parameters the route reserves for itself', () => {
    expect(parse({ include: 'anything;at all' }).where).toBeUndefined();
  });
});

describe('limit and offset', () => {
  it('reads limit and offset', () => {
    expect(parse({ limit: '20', offset: '40' })).toMatchObject({ limit: 20, offset: 40 });
  });

  it('accepts numbers from a coercing schema', () => {
    expect(parse({ limit: 5, offset: 10 })).toMatchObject({ limit: 5, offset: 10 });
  });

  it(`caps limit at ${MAX_LIMIT}`, () => {
    expect(parse({ limit: '1001' }).limit).toBe(MAX_LIMIT);
    expect(parse({ limit: '99999999999999999999999' }).limit).toBe(MAX_LIMIT);
  });

  it('allows limit 0 (count only)', () => {
    expect(parse({ limit: '0' }).limit).toBe(0);
  });

  it.each(['-1', '1.5', 'abc', '1e3', '0x10', '10;drop'])('rejects limit=%s', (limit) => {
    expectBadRequest(() => parse({ limit }), 'Query parameter "limit" must be a non-negative integer');
  });

  it.each(['-5', '2.5', 'x', '99999999999999999999'])('rejects offset=%s', (offset) => {
    expectBadRequest(() => parse({ offset }), 'Query parameter "offset" must be a non-negative integer');
  });

  it('rejects a list parameter given twice', () => {
    expectBadRequest(() => parse({ limit: ['1', '2'] }), 'Query parameter "limit" was given more than once');
  });
});

describe('order_by', () => {
  it('reads several columns with case-insensitive directions, defaulting to ASC', () => {
    expect(orderSql({ order_by: 'status DESC, total_cost,name asc' })).toEqual([
      '"t"."status" desc',
      '"t"."total_cost" asc',
      '"t"."name" asc',
      '"t"."id" asc',
    ]);
  });

  it('does not add the id tie-breaker twice', () => {
    expect(orderSql({ order_by: 'id desc' })).toEqual(['"t"."id" desc']);
  });

  it('adds no tie-breaker when the list has no id field', () => {
    const noId = defineListSpec({
      fields: { name: { expr: t.name, kind: 'string' } },
      sortable: ['name'],
      filterable: [],
      defaultOrder: [{ field: 'name', direction: 'asc' }],
    });
    expect(parseListQuery({}, noId).orderBy.map((part) => toQuery(part).sql)).toEqual(['"t"."name" asc']);
  });

  it('sorts on expression fields inside parentheses', () => {
    expect(orderSql({ order_by: 'full_name' })[0]).toBe(`("t"."first_name" || ' ' || "t"."last_name") asc`);
  });

  it.each([
    ['id;drop table users', 'Invalid order_by'],
    ['id desc, (select 1)', 'Invalid order_by'],
    ['id sideways', 'Invalid order_by'],
    ['id,', 'Invalid order_by'],
    ['"id"', 'Invalid order_by'],
    ['password_hash', 'Unknown field "password_hash" in order_by'],
    ['notes', 'Field "notes" cannot be sorted on'],
    ['id, id desc', 'appears more than once'],
  ])('rejects order_by=%s', (orderBy, message) => {
    expectBadRequest(() => parse({ order_by: orderBy }), message);
  });
});

describe('select', () => {
  it('answers the chosen fields, always with id first', () => {
    expect(parse({ select: 'status, total_cost' }).select).toEqual(['id', 'status', 'total_cost']);
  });

  it('drops duplicates', () => {
    expect(parse({ select: 'id,status,status' }).select).toEqual(['id', 'status']);
  });

  it.each([
    ['password_hash', 'Unknown field "password_hash" in select'],
    ['status,nope', 'Unknown field "nope" in select'],
    ['full_name', 'Field "full_name" cannot be selected'],
    ['status,', 'empty field name'],
    ['status;drop table users', 'Unknown field'],
  ])('rejects select=%s', (select, message) => {
    expectBadRequest(() => parse({ select }), message);
  });

  it('maps a selection to the columns to query', () => {
    expect(Object.keys(listSelection(spec, ['id', 'status']))).toEqual(['id', 'status']);
    expect(listSelection(spec, ['status']).status).toBe(t.status);
    expect(Object.keys(listSelection(spec, undefined))).toEqual(spec.selectable);
  });
});

describe('search', () => {
  it('ORs an accent- and case-insensitive substring match over the search targets', () => {
    expect(toQuery(parse({ search: ' Acme ' }).where)).toEqual({
      sql:
        `(search_fold("t"."name") like search_fold($1) or ` +
        `search_fold(("t"."first_name" || ' ' || "t"."last_name")) like search_fold($2))`,
      params: ['%Acme%', '%Acme%'],
    });
  });

  it('escapes %, _ and backslash so they match literally', () => {
    expect(toQuery(parse({ search: '50%_a\\b' }).where).params[0]).toBe('%50\\%\\_a\\\\b%');
  });

  it('keeps quotes and SQL text in the parameter', () => {
    const query = toQuery(parse({ search: "'; drop table users; --" }).where);
    expect(query.sql).not.toContain('drop');
    expect(query.params[0]).toBe("%'; drop table users; --%");
  });

  it('rejects search on a list without search targets', () => {
    const noSearch = { ...spec, searchable: undefined };
    expectBadRequest(() => parseListQuery({ search: 'x' }, noSearch), 'does not support search');
  });

  it('rejects an overly long search', () => {
    expectBadRequest(() => parse({ search: 'x'.repeat(201) }), 'longer than 200 characters');
  });
});

describe('equality filters', () => {
  it('coerces values by the field kind', () => {
    expect(toQuery(parse({ quotation_id: '7' }).where)).toEqual({
      sql: '"t"."quotation_id" = $1',
      params: [7],
    });
    expect(toQuery(parse({ is_active: 'TRUE' }).where).params).toEqual([true]);
  });

  it('turns a repeated parameter into IN', () => {
    expect(toQuery(parse({ status: ['Pending', 'Working'] }).where)).toEqual({
      sql: '"t"."status" in ($1, $2)',
      params: ['Pending', 'Working'],
    });
  });

  it('ANDs the where parameter, the equality filters and search together', () => {
    expect(
      toQuery(parse({ where: 'total_cost > 10', quotation_id: '7', status: 'Pending', search: 'ac' }).where),
    ).toEqual({
      sql:
        '("t"."total_cost" > $1 and "t"."quotation_id" = $2 and "t"."status" = $3 and ' +
        `(search_fold("t"."name") like search_fold($4) or ` +
        `search_fold(("t"."first_name" || ' ' || "t"."last_name")) like search_fold($5)))`,
      params: [10, 7, 'Pending', '%ac%', '%ac%'],
    });
  });

  it.each([
    [{ quotation_id: 'abc' }, 'Invalid value for "quotation_id" in the query string: expected an integer'],
    [{ total_cost: 'NaN' }, 'expected a number'],
    [{ total_cost: 'Infinity' }, 'expected a number'],
    [{ is_active: 'yes' }, 'expected true or false'],
    [{ due_date: '2024-13-01' }, 'expected a date'],
    [{ created_at: 'yesterday' }, 'expected an ISO 8601 timestamp'],
    [{ id: ['1', 'x'] }, 'expected an integer'],
    [
      { quotation_id: '2147483648' },
      'Invalid value for "quotation_id" in the query string: expected an integer from',
    ],
    [{ id: ['1', '-2147483649'] }, 'expected an integer from -2147483648 to 2147483647'],
    [{ notes: 'x' }, 'Field "notes" cannot be used for filtering'],
    [{ password_hash: 'x' }, 'Unknown query parameter "password_hash"'],
    [{ x: '1' }, 'Unknown query parameter "x"'],
    [{ constructor: '1' }, 'Unknown query parameter "constructor"'],
    [{ status: { $ne: 'x' } }, 'unsupported value'],
  ])('rejects %j', (query, message) => {
    expectBadRequest(() => parse(query), message);
  });
});

describe('where parameter', () => {
  it('compiles the where parameter', () => {
    expect(toQuery(parse({ where: "status = 'Pending' and total_cost > 10" }).where)).toEqual({
      sql: '("t"."status" = $1 and "t"."total_cost" > $2)',
      params: ['Pending', 10],
    });
  });

  it('reports error positions as typed, including leading spaces', () => {
    expectBadRequest(() => parse({ where: '  a = 1 b' }), 'position 9');
  });

  it.each([
    ['1=1) or (1=1', 'Invalid where'],
    ["name = 'x' or 1=1", 'Invalid where'],
    ["name = 'a'; drop table users", 'Invalid where'],
    ['foo = 1', 'Unknown field "foo" in where'],
    ["status = 'x' and password_hash is not null", 'Unknown field "password_hash" in where'],
    ["(status = 'x'", 'missing ")"'],
    ["status = 'x", 'unterminated string'],
  ])('rejects where=%s', (where, message) => {
    expectBadRequest(() => parse({ where }), message);
  });
});

describe('defineListSpec', () => {
  it('refuses allowlists that name unknown fields', () => {
    expect(() => defineListSpec({ ...spec, sortable: ['nope'] })).toThrow(
      'sortable names unknown field "nope"',
    );
    expect(() => defineListSpec({ ...spec, defaultOrder: [{ field: 'x', direction: 'asc' }] })).toThrow(
      'defaultOrder',
    );
  });

  it('refuses a filterable field named like a list parameter', () => {
    const fields = { ...spec.fields, limit: { expr: t.id, kind: 'integer' as const } };
    expect(() => defineListSpec({ ...spec, fields, filterable: ['limit'] })).toThrow('clashes');
  });

  it('refuses a default limit above the cap', () => {
    expect(() => defineListSpec({ ...spec, defaultLimit: 5000 })).toThrow('defaultLimit');
  });
});
