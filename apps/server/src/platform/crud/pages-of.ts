import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../database/database';
import type { ParsedListQuery } from '../list-query';

/**
 * Every row a query matches, read `pageSize` rows at a time and yielded page by page, so a CSV export streams
 * without holding the whole result: `readPage(limit, offset)` reads one page in a stable order.
 */
export async function* pagesOf<Row>(
  readPage: (limit: number, offset: number) => Promise<Row[]>,
  pageSize = 1000,
): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += pageSize) {
    const rows = await readPage(pageSize, offset);
    yield rows;
    if (rows.length < pageSize) return;
  }
}

/**
 * Every row of `table` that a list query matches (or `where`, for a list that adds conditions of its own,
 * such as a date range), in the query's order, page by page: the rows of a CSV export.
 */
export function tablePagesOf<T extends PgTable>(
  db: Db,
  table: T,
  query: ParsedListQuery,
  where: SQL | undefined = query.where,
  pageSize = 1000,
): AsyncGenerator<T['$inferSelect'][]> {
  return pagesOf(
    async (limit, offset) =>
      (await db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset)) as T['$inferSelect'][],
    pageSize,
  );
}
