import { joinSubtitle, quoteNumberLabel, type SearchGroup, searchRoutes } from '@freight/domain';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import {
  bestMatchFirst,
  searchCandidates,
  searchGroup,
  searchPatterns,
} from '../../platform/database/text-search';
import { quotationSearchText, quotations } from './quotations.table';

/**
 * Quotations whose number or client name contains the text (the trigram index over `quotationSearchText`):
 * a number or client starting with it first, then the newest.
 */
export async function searchQuotations(
  db: Db,
  text: string,
  limit: number,
): Promise<Omit<SearchGroup, 'kind'>> {
  const searchText = quotationSearchText(quotations);
  // Each quote once, as its newest revision.
  const where = sql`${searchText} ilike ${searchPatterns(text).contains} and not ${quotations.superseded}`;
  const candidates = searchCandidates(db, quotations, quotations.id, where);
  const rows = await db
    .select({
      id: quotations.id,
      quotation_number: quotations.quotation_number,
      revision: quotations.revision,
      client: quotations.client_name,
      status: quotations.status,
      matches: candidates.matches,
    })
    .from(quotations)
    .where(candidates.isCandidate)
    .orderBy(...bestMatchFirst(text, searchText), desc(quotations.id))
    .limit(limit);
  return searchGroup(rows, (row) => ({
    id: row.id,
    title: quoteNumberLabel(row),
    subtitle: joinSubtitle(row.client, row.status),
    route: searchRoutes.quotation(row.id),
  }));
}
