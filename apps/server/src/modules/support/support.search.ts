import { hitSubtitle, type SearchGroup, searchRoutes, subtitleCode } from '@freight/domain';
import { desc } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import {
  bestMatchFirst,
  fieldContainsText,
  preparedSearch,
  searchGroup,
} from '../../platform/database/text-search';
import { interactionSearchText, interactions } from './support.table';

/**
 * Interactions whose subject contains the text, accents and case aside. The trigram index covers subject and
 * description together (folded), so it picks the candidates and the subject test keeps those that match by
 * subject; subjects starting with the text come first, then the latest.
 */
export async function searchInteractions(
  db: Db,
  text: string,
  limit: number,
): Promise<Omit<SearchGroup, 'kind'>> {
  const rows = await preparedSearch(db, 'search_interactions', { text, limit }, (text) => ({
    table: interactions,
    id: interactions.id,
    where: fieldContainsText(interactionSearchText(interactions), interactions.subject, text),
    fields: {
      id: interactions.id,
      subject: interactions.subject,
      contact: interactions.contact_name,
      company: interactions.contact_company,
      date: interactions.date,
    },
    orderBy: [...bestMatchFirst(text, interactions.subject), desc(interactions.date), desc(interactions.id)],
  }));
  return searchGroup(rows, (row) => ({
    id: row.id,
    title: row.subject,
    ...hitSubtitle(row.contact, row.company, subtitleCode.date(row.date)),
    route: searchRoutes.interaction(row.id),
  }));
}
