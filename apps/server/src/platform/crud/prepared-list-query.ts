import { sql } from 'drizzle-orm';
import type { Db } from '../database/database';
import { preparedOnce } from '../database/prepared-once';
import { isBlankParam, type ListSpec, type ParsedListQuery, parseListQuery } from '../list-query';
import { equalityTexts } from '../list-query/parse-list-query';

/** Where a prepared list statement takes its page: the values are `limit` and `offset` of `values`. */
export const LIST_LIMIT = sql.placeholder('limit');
export const LIST_OFFSET = sql.placeholder('offset');

/** A list statement's name and the values of its placeholders (see `preparedListQuery`). */
export interface ListStatement {
  /** The statement's name, prepared once per database handle; undefined: built anew and sent unnamed. */
  name: string | undefined;
  values: Record<string, unknown>;
}

/** A parsed list query whose request values are placeholders, filled from `statement.values`. */
export type PreparedListQuery = ParsedListQuery & { statement: ListStatement };

/**
 * How many shapes of one list get a statement of their own, first come first kept: a shape is a handful of
 * choices (sort, direction, which filters), so a screen's requests fit well within it, and a client trying
 * every combination cannot make the server keep statements without bound (past it: built each time).
 */
const SHAPES_PER_LIST = 64;
const namesByList = new Map<string, Map<string, string>>();

function statementName(list: string, shape: string): string | undefined {
  let names = namesByList.get(list);
  if (!names) {
    names = new Map();
    namesByList.set(list, names);
  }
  const known = names.get(shape);
  if (known !== undefined || names.size >= SHAPES_PER_LIST) return known;
  const name = `${list}_list_${names.size}`;
  names.set(shape, name);
  return name;
}

/**
 * What the statement of a list request is built from, without its values: the sort and selection as given,
 * which filters are present with how many values each (in the request's order, which is the conditions'
 * order), and whether it searches (and whether the search adds its extra match). Undefined when that does
 * not fix the statement: a `where` (any shape of expression).
 */
function listShape(raw: Record<string, unknown>, spec: ListSpec): string | undefined {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(raw)) {
    if (isBlankParam(value) || name === 'limit' || name === 'offset') continue;
    if (spec.reservedParams?.includes(name)) continue;
    if (name === 'where') return undefined;
    if (name === 'search') {
      // The extra match (a phone number's digits) is there or not depending on the text: part of the shape.
      const also = spec.searchAlso?.(String(value).trim(), (bound: unknown) => sql`${bound}`);
      parts.push(also ? 'search+also' : 'search');
    } else if (name === 'order_by' || name === 'select') {
      parts.push(`${name}=${String(value).trim()}`);
    } else {
      const count = equalityTexts(name, value).length;
      if (count > 0) parts.push(`${name}*${count}`);
    }
  }
  return parts.join('&');
}

/** How many requests of one list are kept read (`preparedListQuery`); past it the list's memory starts again. */
const KEPT_REQUESTS_PER_LIST = 256;
const keptByList = new WeakMap<ListSpec, Map<string, PreparedListQuery>>();

/**
 * A list request read for a statement prepared once per shape (`listShape`) instead of built by Drizzle on
 * every request: building a select with its joins cost more CPU than PostgreSQL spent running it. Each
 * value from the request (filters, search pattern, `limit`, `offset`) is a placeholder whose value is in
 * `statement.values`; `fixed` names whatever else the statement is built from (a caller's visibility kind,
 * which optional ranges are present): its values go in `values` under the placeholders the list adds.
 * Validation is `parseListQuery`'s: the same 400s. A request with a known shape that was read lately (the
 * same parameters: a screen's first page, asked by everyone who opens it) is answered from memory, since
 * reading it again gives the same: the answer is never changed by its users. `values` are not part of what is
 * kept but added at each call: they may change at every run (the quotations' `now`), and a key holding them
 * would never be met again.
 */
export function preparedListQuery(
  raw: Record<string, unknown>,
  spec: ListSpec,
  list: string,
  fixed: readonly string[] = [],
  values: Record<string, unknown> = {},
): PreparedListQuery {
  let kept = keptByList.get(spec);
  if (!kept) {
    kept = new Map();
    keptByList.set(spec, kept);
  }
  const key = JSON.stringify([list, fixed, raw]);
  let query = kept.get(key);
  if (!query) {
    query = readListQuery(raw, spec);
    const shape = listShape(raw, spec);
    if (shape === undefined) return withValues(query, values);
    query.statement.name = statementName(list, JSON.stringify([shape, ...fixed]));
    if (kept.size >= KEPT_REQUESTS_PER_LIST) kept.clear();
    kept.set(key, query);
  }
  return withValues(query, values);
}

/** The query with the list's own placeholder values beside the request's (which win on a shared name). */
function withValues(query: PreparedListQuery, values: Record<string, unknown>): PreparedListQuery {
  const { name, values: bound } = query.statement;
  return { ...query, statement: { name, values: { ...values, ...bound } } };
}

/** The request parsed and validated (`parseListQuery`), its values bound to placeholders; not yet named. */
function readListQuery(raw: Record<string, unknown>, spec: ListSpec): PreparedListQuery {
  const bound: Record<string, unknown> = {};
  let next = 0;
  const query = parseListQuery(raw, spec, (value) => {
    const placeholder = `v${next++}`;
    bound[placeholder] = value;
    return sql`${sql.placeholder(placeholder)}`;
  });
  bound.limit = query.limit;
  bound.offset = query.offset;
  return { ...query, statement: { name: undefined, values: bound } };
}

type Preparable<R> = { prepare(name: string): { execute(values: Record<string, unknown>): Promise<R> } };

/** Runs a list's statement: prepared once under its name, or (no name) built now and sent unnamed. */
export function runListStatement<R>(
  db: Db,
  statement: ListStatement,
  build: (handle: Db) => Preparable<R>,
): Promise<R> {
  const { name, values } = statement;
  if (name === undefined)
    return build(db)
      .prepare(undefined as unknown as string)
      .execute(values);
  return preparedOnce(db, name, (handle, as) => build(handle).prepare(as)).execute(values);
}
