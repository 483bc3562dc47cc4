import { hitSubtitle, quoteNumberLabel, type SearchGroup, searchRoutes, subtitleCode } from '@freight/domain';
import { and, desc, not } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import {
  bestMatchFirst,
  containsText,
  preparedSearch,
  searchGroup,
} from '../../platform/database/text-search';
import { quotationSearchText, quotations } from './quotations.table';

/**
 * Quotations whose number or client name contains the text, accents and case aside (the trigram index over
 * the folded `quotationSearchText`): a number or client starting with it first, then the newest.
 */
export async function searchQuotations(
  db: Db,
  text: string,
  limit: number,
): Promise<Omit<SearchGroup, 'kind'>> {
  const searchText = quotationSearchText(quotations);
  const rows = await preparedSearch(db, 'search_quotations', { text, limit }, (text) => ({
    table: quotations,
    id: quotations.id,
    // Each quote once, as its newest revision.
    where: and(containsText(searchText, text), not(quotations.superseded))!,
    fields: {
      id: quotations.id,
      quotation_number: quotations.quotation_number,
      revision: quotations.revision,
      client: quotations.client_name,
      status: quotations.status,
    },
    orderBy: [...bestMatchFirst(text, searchText), desc(quotations.id)],
  }));
  return searchGroup(rows, (row) => ({
    id: row.id,
    title: quoteNumberLabel(row),
    ...hitSubtitle(row.client, subtitleCode.quotationStatus(row.status)),
    route: searchRoutes.quotation(row.id),
  }));
}
