import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

type Row = Record<string, unknown> & { id: number };
type Value = string | number | boolean | null;

/**
 * The order PostgreSQL gives: numbers by value, false before true, text by code point (the test database's
 * C.UTF-8 collation), and NULL after everything (ASC NULLS LAST is the default).
 */
function compare(a: Value, b: Value): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a) < String(b) ? -1 : 1;
}

/** The ids in the order the list should answer: by the column, then by id in the same direction. */
function expectedOrder(rows: readonly Row[], column: string, direction: 'ASC' | 'DESC'): number[] {
  const sign = direction === 'ASC' ? 1 : -1;
  return [...rows]
    .sort((a, b) => sign * (compare(a[column] as Value, b[column] as Value) || a.id - b.id))
    .map((row) => row.id);
}

const same = (a: readonly number[], b: readonly number[]) => a.join() === b.join();

/**
 * Asks a list for each sortable column, ascending and descending, and answers every way it went wrong:
 * an order other than the one the rows' own values give, or seed rows that could not tell a sorted answer
 * from an unsorted one (a column missing from the rows, or whose order is the id order or its reverse).
 * `rows` are the seeded records as the API answers them; `list(orderBy)` answers their ids in the order the
 * API gives for `order_by=<orderBy>`, restricted to those rows.
 */
export async function sortOrderProblems(options: {
  sortable: readonly string[];
  rows: readonly Row[];
  list: (orderBy: string) => Promise<number[]>;
}): Promise<string[]> {
  const { sortable, rows, list } = options;
  const problems: string[] = [];
  const byId = rows.map((row) => row.id).sort((a, b) => a - b);
  for (const column of sortable) {
    const values = rows.map((row) => row[column]);
    if (values.some((value) => value === undefined)) {
      problems.push(`${column}: the seeded rows do not carry it`);
      continue;
    }
    const texts = values.filter((value): value is string => typeof value === 'string');
    const localeSafe = texts.every((a) =>
      texts.every((b) => Math.sign(compare(a, b)) === Math.sign(a.localeCompare(b))),
    );
    if (!localeSafe)
      problems.push(`${column}: seed texts sort differently under other collations: ${texts.join(' | ')}`);
    const ascending = expectedOrder(rows, column, 'ASC');
    if (column !== 'id' && (same(ascending, byId) || same(ascending, [...byId].reverse()))) {
      problems.push(`${column}: the seeded values are in id order, so an unsorted answer would pass`);
    }
    for (const direction of ['ASC', 'DESC'] as const) {
      const expected = expectedOrder(rows, column, direction);
      const actual = await list(`${column} ${direction}`);
      if (!same(actual, expected)) {
        problems.push(`${column} ${direction}: got ids ${actual.join(',')}, expected ${expected.join(',')}`);
      }
    }
  }
  return problems;
}

/**
 * Rows are created one after another, so their timestamps follow the id order; this gives each row its own
 * created_at and updated_at (as day offsets from a fixed date) so those columns can be checked too.
 */
export async function setTimestamps(
  t: TestApp,
  table: string,
  days: Record<number, { created: number; updated: number }>,
): Promise<void> {
  for (const [id, { created, updated }] of Object.entries(days)) {
    await t.db.execute(
      sql`update ${sql.identifier(table)}
          set created_at = timestamptz '2030-01-01T00:00:00Z' + make_interval(days => ${created}),
              updated_at = timestamptz '2030-01-01T00:00:00Z' + make_interval(days => ${updated})
          where id = ${Number(id)}`,
    );
  }
}

/** `where=id in (…)`, to keep a list to the seeded rows. */
export function idsWhere(rows: readonly Row[]): string {
  return encodeURIComponent(`id in (${rows.map((row) => row.id).join(', ')})`);
}

/** The days `seededListSortProblems` gives three rows: neither column in the id order nor its reverse. */
const THREE_ROWS_DAYS = [
  { created: 2, updated: 1 },
  { created: 0, updated: 2 },
  { created: 1, updated: 0 },
];

/**
 * The sort check of a list on the three rows a test seeded (`ids`, in the order made): gives them timestamps
 * of their own in `table`, then asks `get(<path>?<query>&order_by=…)` for every sortable column both ways;
 * `query` keeps the list to those rows (`where=id in (…)` unless given). Answers the problems, as
 * `sortOrderProblems` does.
 */
export async function seededListSortProblems(options: {
  t: TestApp;
  table: string;
  path: string;
  ids: readonly number[];
  sortable: readonly string[];
  get: (url: string) => Promise<{ json: () => { data: Row[] } }>;
  query?: string;
}): Promise<string[]> {
  const { t, table, path, ids, sortable, get } = options;
  await setTimestamps(t, table, Object.fromEntries(ids.map((id, i) => [id, THREE_ROWS_DAYS[i]!])));
  const query = options.query ?? `where=${encodeURIComponent(`id in (${ids.join(', ')})`)}`;
  const list = async (orderBy: string) =>
    (await get(`${path}?${query}&order_by=${encodeURIComponent(orderBy)}`)).json().data;
  return sortOrderProblems({
    sortable,
    rows: await list('id ASC'),
    list: async (orderBy) => (await list(orderBy)).map((row) => row.id),
  });
}
