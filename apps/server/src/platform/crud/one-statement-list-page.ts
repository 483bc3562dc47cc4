import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type {
  PgTable,
  PreparedQueryConfig,
  SelectedFields,
  SubqueryWithSelection,
} from 'drizzle-orm/pg-core';
import type { Db } from '../database/database';
import { type ListSpec, listSelection, type ParsedListQuery } from '../list-query';
import { flatPageRows, type PageRows } from './flat-page-rows';
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
   * The statement's name and values when the query's values are placeholders (`preparedListQuery`): the page
   * is then run as that statement, prepared once per database handle, instead of built here.
   */
  statement?: ListStatement;
};

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
      : await join(pageQuery(db, query, table, selection)).orderBy(...orderBy)
  ) as Record<string, unknown>[];
  const total = Number(rows[0]?.[TOTAL] ?? 0);
  const data = rows
    .filter((row) => row[ROW_ID] !== null)
    .map(({ [TOTAL]: _total, [ROW_ID]: _id, ...row }) => row as Row);
  return { data, total, limit: query.limit, offset: query.offset };
}

/**
 * `oneStatementListPage` of one table's list fields (or its `select`ed ones), typed as partial rows. Its rows
 * are read by `flatPageRows` (the selection is flat: columns and expressions of the table), worked out once
 * per prepared statement, instead of by Drizzle.
 */
export async function oneStatementTablePage<T extends IdTable>(
  db: Db,
  query: OneStatementQuery,
  spec: ListSpec,
  table: T,
): Promise<Page<Partial<T['$inferSelect']>>> {
  const selection = listSelection(spec, query.select);
  const bounds = query.statement ? { limit: LIST_LIMIT, offset: LIST_OFFSET } : query;
  const statement = query.statement ?? { name: undefined, values: {} };
  const { data, total } = await runListStatement(db, statement, (handle) => ({
    prepare: (name: string) =>
      handle._.session.prepareQuery<PreparedQueryConfig & { execute: PageRows<Partial<T['$inferSelect']>> }>(
        pageQuery(handle, { ...query, ...bounds }, table, selection as SelectedFields)
          .orderBy(...query.orderBy)
          .toSQL(),
        undefined,
        name,
        true,
        flatPageRows(selection),
      ),
  }));
  return { data, total, limit: query.limit, offset: query.offset };
}
