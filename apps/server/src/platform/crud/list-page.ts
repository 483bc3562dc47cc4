import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../database/database';
import { type ListSpec, listSelection, type ParsedListQuery } from '../list-query';

/** What every list answers: one page of rows, the count of all that match, and the paging used. */
export interface Page<Row> {
  data: Row[];
  total: number;
  limit: number;
  offset: number;
}

/**
 * One page of a list and the number of rows its filters match, queried together. `page` is the list's select
 * with the joins its selection needs (`db.select(...).from(table)...$dynamic()`); the query's filters, order
 * (or `orderBy` when the list orders itself) and paging are applied here. The count is taken from `from`
 * alone, so the page's joins must neither add nor drop rows (left joins on a key).
 */
export async function listPage<T extends PgSelect>(
  db: Db,
  query: ParsedListQuery,
  from: PgTable,
  page: T,
  orderBy: SQL[] = query.orderBy,
): Promise<Page<T['_']['result'][number]>> {
  const [rows, totals] = await Promise.all([
    page
      .where(query.where)
      .orderBy(...orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(from).where(query.where),
  ]);
  return { data: rows, total: totals[0]?.total ?? 0, limit: query.limit, offset: query.offset };
}

/**
 * The common list: the list spec's fields (or the `select`ed ones) of one table, typed as a partial row since
 * `select` may pick fields.
 */
export function listTablePage<T extends PgTable>(
  db: Db,
  query: ParsedListQuery,
  spec: ListSpec,
  table: T,
): Promise<Page<Partial<T['$inferSelect']>>> {
  const page = db
    .select(listSelection(spec, query.select))
    .from(table as PgTable)
    .$dynamic();
  return listPage(db, query, table, page) as Promise<Page<Partial<T['$inferSelect']>>>;
}
