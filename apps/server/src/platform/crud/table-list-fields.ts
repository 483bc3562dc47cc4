import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FieldKind, ListField } from '../list-query';

/**
 * The list-query kind of each PostgreSQL column type, read from the column's own SQL type so that a list's
 * filters check values the way the database will compare them. `null`: a list or JSON column, answered but
 * never compared.
 */
const KIND_BY_SQL_TYPE: readonly [RegExp, FieldKind | null][] = [
  [/\[\]$|^jsonb?$/, null],
  [/^(smallint|integer|bigint)$/, 'integer'],
  [/^(numeric|decimal)(\(.*\))?$|^real$|^double precision$/, 'number'],
  [/^boolean$/, 'boolean'],
  [/^date$/, 'date'],
  // Also the custom `isoTimestamp` (platform/database/columns.ts), which declares `timestamp with time zone`.
  [/^timestamp/, 'timestamp'],
  [/^(text|varchar|char|character varying|character|uuid)(\(.*\))?$/, 'string'],
];

/** The FieldKind for values compared with `column`; throws at start-up for a type no rule covers. */
function columnFieldKind(column: AnyPgColumn): FieldKind | null {
  // A pgEnum column's SQL type is the enum's own name; its values are text.
  if (column.columnType === 'PgEnumColumn') return 'string';
  const type = column.getSQLType();
  const match = KIND_BY_SQL_TYPE.find(([pattern]) => pattern.test(type));
  if (!match) throw new Error(`Column "${column.name}" has type ${type}, which no list field kind covers`);
  return match[1];
}

/**
 * A list's fields from a table's columns, named as the table's keys (the API's snake_case names), each with
 * the kind its column type implies. `omit` leaves out columns the API never answers (a password hash, a
 * working value).
 */
export function tableListFields<T extends PgTable>(
  table: T,
  options: { omit?: readonly (keyof T['_']['columns'])[] } = {},
): Record<string, ListField> {
  const omit = new Set<PropertyKey>(options.omit ?? []);
  return Object.fromEntries(
    Object.entries(getTableColumns(table) as Record<string, AnyPgColumn>)
      .filter(([name]) => !omit.has(name))
      .map(([name, column]) => [name, { expr: column, kind: columnFieldKind(column) }]),
  );
}
