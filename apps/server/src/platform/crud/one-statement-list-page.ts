import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgTable, SelectedFields, SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Db } from '../database/database';
import { type ListSpec, listSelection, type ParsedListQuery } from '../list-query';
import type { Page } from './list-page';
import { LIST_LIMIT, LIST_OFFSET, type ListStatement, runListStatement } from './prepared-list-query';
import type { IdTable } from './records';

// Names of the two helper columns; they cannot clash with a list field (those are the table's own names).
const TOTAL = '__list_total';
const ROW_ID = '__list_row_id';

/**
 * A one-row subquery answering a list's total some cheaper way than counting the rows its filters match (a
 * counter table kept by a trigger): built with `.as('list_totals')`, its one column `.as('list_total')`.
 */
export type ListTotals = SubqueryWithSelection<{ total: SQL.Aliased<number> }, 'list_totals'>;

/** A parsed list query, optionally with its total read from elsewhere than a count (see `ListTotals`). */
export type OneStatementQuery = ParsedListQuery & {
  totals?: ListTotals;
  /**
   * Names every input of this page's statement (see `listStatementKey`): a page asked again under the same key
   * reuses the statement built the first time instead of building it anew. Absent: built every time.
   */
  statementKey?: string;
  /**
   * The statement's name and values when the query's values are placeholders (`preparedListQuery`): the page
   * is then run as that statement, prepared once per database handle, instead of built here.
   */
  statement?: ListStatement;
};

/**
 * The key of a list page's statement: the list, the request's query string (any order of parameters) and
 * whatever else the statement is built from (the server's day, the caller's id for a list that depends on
 * who asks). Equal keys must build equal statements: leave nothing out.
 */
export function listStatementKey(list: string, query: Record<string, unknown>, ...more: string[]): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([list, entries, more]);
}

/** How many built page statements a database keeps, newest kept (each a few kilobytes). */
const KEPT_STATEMENTS = 500;

type BuiltPage = { execute(): Promise<unknown[]> };
const builtPages = new WeakMap<Db, Map<string, BuiltPage>>();

/**
 * The statement of `key`, built by `build` the first time. Building the deferred join with its subqueries
 * through Drizzle cost more CPU than PostgreSQL spent running it (0.3 ms of a 1 ms request), and the same pages
 * are asked over and over: every open status page refetches its page on each live update. The statement is
 * kept with its parameters' values (they are part of the key); PostgreSQL still parses it each time (an
 * unnamed statement), so nothing piles up on its connections.
 */
function builtPage(db: Db, key: string | undefined, build: () => OneStatementPageQuery): BuiltPage {
  // Drizzle's `prepare` without a name: what its own `execute` sends (unnamed), built once.
  const prepare = () => build().prepare(undefined as unknown as string) as BuiltPage;
  if (key === undefined) return prepare();
  let pages = builtPages.get(db);
  if (!pages) {
    pages = new Map();
    builtPages.set(db, pages);
  }
  const kept = pages.get(key);
  if (kept) {
    // Map order is insertion order: moving it to the end keeps the most recently asked.
    pages.delete(key);
    pages.set(key, kept);
    return kept;
  }
  const page = prepare();
  if (pages.size >= KEPT_STATEMENTS) pages.delete(pages.keys().next().value!);
  pages.set(key, page);
  return page;
}

/** A page's `limit` and `offset`: numbers, or placeholders in a statement prepared once. */
type PageBounds = { limit: number | Placeholder; offset: number | Placeholder };

/** The query a one-statement page is built on, before the caller adds its joins (see `oneStatementListPage`). */
function pageQuery(
  db: Db,
  query: Omit<OneStatementQuery, 'limit' | 'offset'> & PageBounds,
  table: IdTable,
  selection: SelectedFields,
) {
  const totals =
    query.totals ??
    db
      .select({ total: sql<number>`count(*)::int`.as('list_total') })
      .from(table as PgTable)
      .where(query.where)
      .as('list_totals');
  // Deferred join: the page's ids alone, read from the (status, sort column, id) indexes without visiting the
  // rows it skips, then only those rows are read whole. Page 5,000 skips 125,000 index entries, not rows.
  const ids = db
    .select({ id: sql<number>`${table.id}`.as('list_id') })
    .from(table as PgTable)
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset)
    .as('list_ids');
  return db
    .select({ ...selection, [TOTAL]: totals.total, [ROW_ID]: ids.id })
    .from(totals)
    .leftJoin(ids, sql`true`)
    .leftJoin(table as PgTable, eq(table.id, ids.id))
    .$dynamic();
}

export type OneStatementPageQuery = ReturnType<typeof pageQuery>;

/**
 * One page of a list and the number of rows its filters match, in ONE statement (one round trip, one plan):
 * the count is a one-row subquery that the page's ids are left-joined to, so a page past the end still
 * answers the total (as a single row without an id, dropped here). The page's ids come from an index-only
 * read (deferred join). `join` adds the joins the selection needs (left joins on a key, which neither add
 * nor drop rows); `where` and `order_by` may name only the list's own table. With `query.totals` the total
 * is read from that subquery instead of counted.
 */
export async function oneStatementListPage<Row>(
  db: Db,
  query: OneStatementQuery,
  table: IdTable,
  selection: SelectedFields,
  join: (page: OneStatementPageQuery) => OneStatementPageQuery = (page) => page,
  orderBy: SQL[] = query.orderBy,
): Promise<Page<Row>> {
  const rows = (
    query.statement
      ? await runListStatement(db, query.statement, (handle) =>
          join(
            pageQuery(handle, { ...query, limit: LIST_LIMIT, offset: LIST_OFFSET }, table, selection),
          ).orderBy(...orderBy),
        )
      : await builtPage(db, query.statementKey, () =>
          join(pageQuery(db, query, table, selection)).orderBy(...orderBy),
        ).execute()
  ) as Record<string, unknown>[];
  const total = Number(rows[0]?.[TOTAL] ?? 0);
  const data = rows
    .filter((row) => row[ROW_ID] !== null)
    .map(({ [TOTAL]: _total, [ROW_ID]: _id, ...row }) => row as Row);
  return { data, total, limit: query.limit, offset: query.offset };
}

/** `oneStatementListPage` of one table's list fields (or its `select`ed ones), typed as partial rows. */
export function oneStatementTablePage<T extends IdTable>(
  db: Db,
  query: OneStatementQuery,
  spec: ListSpec,
  table: T,
): Promise<Page<Partial<T['$inferSelect']>>> {
  return oneStatementListPage(db, query, table, listSelection(spec, query.select) as SelectedFields);
}
