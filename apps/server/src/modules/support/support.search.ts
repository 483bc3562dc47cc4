import { joinSubtitle, type SearchGroup, searchRoutes } from '@freight/domain';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import {
  bestMatchFirst,
  searchCandidates,
  searchGroup,
  searchPatterns,
} from '../../platform/database/text-search';
import { interactionSearchText, interactions } from './support.table';

/**
 * Interactions whose subject contains the text. The trigram index covers subject and description together,
 * so it picks the candidates and the subject test keeps those that match by subject; subjects starting with
 * the text come first, then the latest.
 */
export async function searchInteractions(
  db: Db,
  text: string,
  limit: number,
): Promise<Omit<SearchGroup, 'kind'>> {
  const { contains } = searchPatterns(text);
  const where = sql`${interactionSearchText(interactions)} ilike ${contains} and ${interactions.subject} ilike ${contains}`;
  const candidates = searchCandidates(db, interactions, interactions.id, where);
  const rows = await db
    .select({
      id: interactions.id,
      subject: interactions.subject,
      contact: interactions.contact_name,
      company: interactions.contact_company,
      date: interactions.date,
      matches: candidates.matches,
    })
    .from(interactions)
    .where(candidates.isCandidate)
    .orderBy(...bestMatchFirst(text, interactions.subject), desc(interactions.date), desc(interactions.id))
    .limit(limit);
  return searchGroup(rows, (row) => ({
    id: row.id,
    title: row.subject,
    subtitle: joinSubtitle(row.contact, row.company, row.date),
    route: searchRoutes.interaction(row.id),
  }));
}
