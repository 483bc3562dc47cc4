import { type SQL, sql } from 'drizzle-orm';
import { foldedLike } from '../database/search-fold';
import { AppError } from '../errors';
import { coerceFieldValue } from './field-values';
import {
  type BindValue,
  DEFAULT_LIMIT,
  exprSql,
  getField,
  LIST_PARAMS,
  type ListSpec,
  MAX_LIMIT,
} from './list-spec';
import { compileWhere, filterableField, nameForMessage, param } from './where-compiler';
import { parseWhere } from './where-parser';

export interface ParsedListQuery {
  limit: number;
  offset: number;
  /** `where` + equality filters + `search`, AND-ed; undefined when none was given. */
  where: SQL | undefined;
  /** Ready for `.orderBy(...orderBy)`; ends with `id` as a tie-breaker when the list has an `id` field. */
  orderBy: SQL[];
  /** Field names to answer (always with `id` when the list has one), or undefined for every field. */
  select: string[] | undefined;
}

const MAX_SEARCH_LENGTH = 200;

const ORDER_ITEM = /^([A-Za-z_][A-Za-z0-9_]*)(?:\s+(asc|desc))?$/i;
const NON_NEGATIVE_INTEGER = /^\d+$/;

type QueryValue = string | undefined;

/** Reads query values as text; numbers and booleans (from a coercing schema) are accepted too. */
function asTexts(name: string, raw: unknown): string[] {
  const items = Array.isArray(raw) ? raw : [raw];
  return items.map((item) => {
    if (typeof item === 'string') return item;
    if (typeof item === 'number' || typeof item === 'boolean') return String(item);
    throw AppError.badRequest(`Query parameter "${nameForMessage(name)}" has an unsupported value`);
  });
}

/**
 * A list parameter given once; blank text counts as absent, so a form can send empty fields. `where` keeps
 * its surrounding spaces so error positions match what the user typed; the others are trimmed.
 */
function single(query: Record<string, unknown>, name: string): QueryValue {
  const raw = query[name];
  if (raw === undefined) return undefined;
  const texts = asTexts(name, raw);
  if (texts.length > 1) throw AppError.badRequest(`Query parameter "${name}" was given more than once`);
  const text = texts[0];
  if (text === undefined || text.trim() === '') return undefined;
  return name === 'where' ? text : text.trim();
}

function nonNegativeInteger(name: string, text: string): number {
  const n = Number(text);
  if (!NON_NEGATIVE_INTEGER.test(text) || !Number.isSafeInteger(n)) {
    throw AppError.badRequest(`Query parameter "${name}" must be a non-negative integer`);
  }
  return n;
}

function parseLimit(text: QueryValue, spec: ListSpec): number {
  if (text === undefined) return spec.defaultLimit ?? DEFAULT_LIMIT;
  if (NON_NEGATIVE_INTEGER.test(text) && !Number.isSafeInteger(Number(text))) return MAX_LIMIT;
  return Math.min(nonNegativeInteger('limit', text), MAX_LIMIT);
}

function parseOrderBy(text: QueryValue, spec: ListSpec): SQL[] {
  const items = text
    ? text.split(',').map((part) => {
        const m = ORDER_ITEM.exec(part.trim());
        if (!m) {
          throw AppError.badRequest(
            'Invalid order_by: use "field", "field ASC" or "field DESC", separated by commas',
          );
        }
        return { field: m[1], direction: (m[2]?.toLowerCase() ?? 'asc') as 'asc' | 'desc' };
      })
    : spec.defaultOrder;
  const seen = new Set<string>();
  const orderBy = items.map(({ field, direction }) => {
    const known = getField(spec, field);
    if (!known) throw AppError.badRequest(`Unknown field "${nameForMessage(field)}" in order_by`);
    if (!spec.sortable.includes(field)) throw AppError.badRequest(`Field "${field}" cannot be sorted on`);
    if (seen.has(field)) throw AppError.badRequest(`Field "${field}" appears more than once in order_by`);
    seen.add(field);
    return direction === 'desc' ? sql`${exprSql(known.expr)} desc` : sql`${exprSql(known.expr)} asc`;
  });
  // The tie-breaker follows the last column's direction, so an index on (..., column, id) can be read in
  // one direction (backwards for DESC) instead of sorting every matching row.
  const id = getField(spec, 'id');
  const lastDirection = items.at(-1)?.direction ?? 'asc';
  if (id && !seen.has('id')) {
    orderBy.push(lastDirection === 'desc' ? sql`${exprSql(id.expr)} desc` : sql`${exprSql(id.expr)} asc`);
  }
  return orderBy;
}

function parseSelect(text: QueryValue, spec: ListSpec): string[] | undefined {
  if (text === undefined) return undefined;
  const allowed = spec.selectable ?? Object.keys(spec.fields);
  const names = new Set<string>(getField(spec, 'id') ? ['id'] : []);
  for (const part of text.split(',')) {
    const name = part.trim();
    if (!name) throw AppError.badRequest('Invalid select: empty field name');
    if (!getField(spec, name)) throw AppError.badRequest(`Unknown field "${nameForMessage(name)}" in select`);
    if (!allowed.includes(name)) throw AppError.badRequest(`Field "${name}" cannot be selected`);
    names.add(name);
    for (const along of spec.selectAlong?.[name] ?? []) names.add(along);
  }
  return [...names];
}

/** Escapes LIKE's wildcards and its escape character so the text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function compileSearch(text: QueryValue, spec: ListSpec, bind: BindValue): SQL | undefined {
  if (text === undefined) return undefined;
  const targets = spec.searchable ?? [];
  if (targets.length === 0) throw AppError.badRequest('This list does not support search');
  if (text.length > MAX_SEARCH_LENGTH) {
    throw AppError.badRequest(`Query parameter "search" is longer than ${MAX_SEARCH_LENGTH} characters`);
  }
  const pattern = `%${escapeLike(text)}%`;
  // Accents and case ignored: the searchable expressions' trigram indexes are built on the folded text.
  const parts = targets.map((target) => foldedLike(exprSql(target), bind(pattern)));
  const also = spec.searchAlso?.(text, bind);
  if (also) parts.push(sql`(${also})`);
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
}

/** The distinct values of an equality filter as given (`?status=A&status=B&status=A` → A, B); blanks ignored. */
export function equalityTexts(name: string, raw: unknown): string[] {
  return [...new Set(asTexts(name, raw).filter((text) => text.trim() !== ''))];
}

/** `?status=Pending` → equality; a repeated parameter (`?status=A&status=B`) → IN. Blank values are ignored. */
function compileEquality(name: string, raw: unknown, spec: ListSpec, bind: BindValue): SQL | undefined {
  const context = 'in the query string';
  const field = filterableField(spec, name, context);
  const texts = equalityTexts(name, raw);
  if (texts.length === 0) return undefined;
  const values = texts.map((text) => bind(coerceFieldValue(field, text, name, context)));
  const target = exprSql(field.expr);
  return values.length === 1
    ? sql`${target} = ${values[0]}`
    : sql`${target} in (${sql.join(values, sql`, `)})`;
}

/**
 * Turns a list request's query string into paging, ordering, selection and a WHERE condition, checked
 * against the resource's allowlists. Every problem is an AppError with status 400.
 */
export function parseListQuery(
  query: Record<string, unknown>,
  spec: ListSpec,
  bind: BindValue = param,
): ParsedListQuery {
  const conditions: SQL[] = [];
  for (const [name, raw] of Object.entries(query)) {
    if (raw === undefined) continue;
    if ((LIST_PARAMS as readonly string[]).includes(name) || spec.reservedParams?.includes(name)) continue;
    if (!getField(spec, name)) throw AppError.badRequest(`Unknown query parameter "${nameForMessage(name)}"`);
    const condition = compileEquality(name, raw, spec, bind);
    if (condition) conditions.push(condition);
  }

  const whereText = single(query, 'where');
  const where = whereText === undefined ? undefined : compileWhere(parseWhere(whereText), spec);
  const search = compileSearch(single(query, 'search'), spec, bind);
  const parts = [where, ...conditions, search].filter((part): part is SQL => part !== undefined);

  const offsetText = single(query, 'offset');
  return {
    limit: parseLimit(single(query, 'limit'), spec),
    offset: offsetText === undefined ? 0 : nonNegativeInteger('offset', offsetText),
    where: parts.length <= 1 ? parts[0] : sql`(${sql.join(parts, sql` and `)})`,
    orderBy: parseOrderBy(single(query, 'order_by'), spec),
    select: parseSelect(single(query, 'select'), spec),
  };
}
