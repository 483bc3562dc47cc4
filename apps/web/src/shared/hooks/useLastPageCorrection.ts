import { useEffect } from 'react';
import { pageCountOf } from './pageCountOf';

interface PagedList {
  data?: { total: number };
  /** True while the rows shown are the previous page's, kept on screen until the answer arrives. */
  isPlaceholderData: boolean;
}

/**
 * The page count of a server-paged list. Deleting (or approving away) the last row of the last page, or a
 * stale link, leaves the user on a page beyond the last one: once this page's own answer is in, they are
 * moved to the last page that has rows.
 */
export function useLastPageCorrection(
  list: PagedList,
  pageSize: number,
  page: number,
  setPage: (page: number) => void,
): number {
  const total = list.data?.total;
  const pageCount = pageCountOf(total ?? 0, pageSize);
  const answered = total !== undefined && !list.isPlaceholderData;
  useEffect(() => {
    if (answered && page > pageCount) setPage(pageCount);
  }, [answered, page, pageCount, setPage]);
  return pageCount;
}
