import { is, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * How a request's value goes into the SQL: a parameter by default; a statement prepared once binds
 * placeholders instead and keeps the values aside (crud/prepared-list-query.ts).
 */
export type BindValue = (value: string | number | boolean) => SQL;

/** How a field's values are read from a request and checked before they are bound as parameters. */
export type FieldKind = 'number' | 'integer' | 'string' | 'boolean' | 'date' | 'timestamp';

export type ListExpr = AnyPgColumn | SQL;

export interface ListField {
  /** A column of the list's table, or an SQL expression built from columns (never from request text). */
  expr: ListExpr;
  /**
   * How values compared with the field are read and checked; null for a field that is only answered (a list
   * or JSON column has no scalar value to compare), which cannot be sorted or filtered on.
   */
  kind: FieldKind | null;
}

/** A field that can be compared with a value: sorted on, filtered on. */
export type ComparableField = ListField & { kind: FieldKind };

type SortDirection = 'asc' | 'desc';

export interface ListSpec {
  /** Every API field name known to the list (snake_case) → column or expression. */
  fields: Record<string, ListField>;
  /** Fields allowed in `order_by`. */
  sortable: readonly string[];
  /** Fields allowed as equality filters (`?status=Pending`) and in `where`. */
  filterable: readonly string[];
  /** Fields allowed in `select` (default: every field). */
  selectable?: readonly string[];
  /**
   * Fields a `select` always carries along with a field it names: an amount's currency, so that no list
   * answers an amount without saying what currency it is in.
   */
  selectAlong?: Readonly<Record<string, readonly string[]>>;
  /**
   * Targets of `search` (LIKE '%text%' on the folded text, OR-ed): accents and case are ignored (see
   * database/search-fold.ts). A trigram index over `search_fold(target)` serves it. Without them `search` is refused.
   */
  searchable?: readonly ListExpr[];
  /**
   * A further match for `search`, OR-ed with the targets, built from the search text (e.g. a phone number's
   * digits against the text's digits); undefined adds none. What it takes from the text must reach the SQL
   * through `bind`: a parameter, or a placeholder in a statement prepared once.
   */
  searchAlso?: (text: string, bind: BindValue) => SQL | undefined;
  /** Order used when `order_by` is absent; `id` is appended as a tie-breaker either way. */
  defaultOrder: readonly { field: string; direction: SortDirection }[];
  /** Page size when `limit` is absent (default 100, at most 1000). */
  defaultLimit?: number;
  /** Extra query parameters the route handles itself; they are ignored here. */
  reservedParams?: readonly string[];
}

/** The query parameters every list understands. */
export const LIST_PARAMS = ['limit', 'offset', 'order_by', 'select', 'search', 'where'] as const;

/** The list parameters that page, sort or shape a list without changing which rows it holds (or its total). */
export const SHAPING_PARAMS: readonly string[] = ['limit', 'offset', 'order_by', 'select'];

/** Whether a query value is absent for a list: undefined or blank text, as `parseListQuery` reads it. */
export function isBlankParam(value: unknown): boolean {
  return value === undefined || (typeof value === 'string' && value.trim() === '');
}

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;

function hasField(spec: ListSpec, name: string): boolean {
  // Own-property check so names like "constructor" or "__proto__" never resolve to Object's members.
  return Object.hasOwn(spec.fields, name);
}

export function getField(spec: ListSpec, name: string): ListField | undefined {
  return hasField(spec, name) ? spec.fields[name] : undefined;
}

/**
 * Renders a field expression for use inside a larger SQL fragment. Expressions are parenthesised so
 * operator precedence (`a || b ILIKE $1`) can never change what a filter means.
 */
export function exprSql(expr: ListExpr): SQL {
  return is(expr, SQL) ? sql`(${expr})` : sql`${expr}`;
}

/**
 * Checks a list spec once, at module load: a typo in an allowlist is a programming error and should
 * stop the server from starting rather than surface as a 400 later.
 */
export function defineListSpec<S extends ListSpec>(spec: S): S {
  const problems: string[] = [];
  const requireFields = (names: readonly string[], where: string) => {
    for (const name of names) {
      if (!hasField(spec, name)) problems.push(`${where} names unknown field "${name}"`);
    }
  };
  for (const name of Object.keys(spec.fields)) {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) problems.push(`field name "${name}" is not snake_case`);
  }
  requireFields(spec.sortable, 'sortable');
  requireFields(spec.filterable, 'filterable');
  requireFields(spec.selectable ?? [], 'selectable');
  requireFields(
    spec.defaultOrder.map((o) => o.field),
    'defaultOrder',
  );
  for (const name of [...spec.sortable, ...spec.filterable]) {
    if (spec.fields[name]?.kind === null)
      problems.push(`field "${name}" is only answered: it has no kind to compare`);
  }
  for (const name of spec.filterable) {
    if ((LIST_PARAMS as readonly string[]).includes(name)) {
      problems.push(`filterable field "${name}" clashes with the list parameter of the same name`);
    }
    if (spec.reservedParams?.includes(name)) {
      problems.push(`filterable field "${name}" is also a reserved parameter`);
    }
  }
  const limit = spec.defaultLimit;
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)) {
    problems.push(`defaultLimit must be an integer between 1 and ${MAX_LIMIT}`);
  }
  if (problems.length > 0) throw new Error(`Invalid list spec: ${problems.join('; ')}`);
  return spec;
}

/**
 * The columns/expressions to put in `db.select(...)` for a parsed `select` (or, without one, every
 * selectable field), keyed by API field name.
 */
export function listSelection(
  spec: ListSpec,
  select: readonly string[] | undefined,
): Record<string, ListExpr> {
  const names = select ?? spec.selectable ?? Object.keys(spec.fields);
  const selection: Record<string, ListExpr> = {};
  for (const name of names) {
    const field = getField(spec, name);
    if (field) selection[name] = field.expr;
  }
  return selection;
}
