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
