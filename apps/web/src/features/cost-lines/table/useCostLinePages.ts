import {
  COST_ITEMS_PAGE_SIZE,
  type CostLine,
  chargePartSummaries,
  costRowsByPart,
  type Incoterm,
} from '@freight/domain';
import { useMemo, useState } from 'react';
import { paginateCostRows } from './paginateCostRows';

/**
 * The cost lines in pages of rows grouped by charge part, with each part's subtotal, and the page shown. After
 * a save, `showSaved` turns to the page the saved line landed on once the list has been read again.
 */
export function useCostLinePages(items: readonly CostLine[], incoterm: Incoterm | null, currency: string) {
  const [requestedPage, setRequestedPage] = useState(1);
  const [savedId, setSavedId] = useState<number | null>(null);
  const rows = useMemo(() => costRowsByPart(items), [items]);
  const pages = useMemo(() => paginateCostRows(rows, COST_ITEMS_PAGE_SIZE), [rows]);
  const parts = useMemo(() => chargePartSummaries(rows, incoterm, currency), [rows, incoterm, currency]);
  const savedPage =
    savedId === null ? -1 : pages.findIndex((rows) => rows.some((row) => row.item.id === savedId));
  if (savedPage >= 0) {
    setRequestedPage(savedPage + 1);
    setSavedId(null);
  }
  const page = Math.min(Math.max(requestedPage, 1), pages.length);
  return { pages, parts, page, setPage: setRequestedPage, showSaved: setSavedId };
}
