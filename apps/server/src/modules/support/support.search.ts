import { joinSubtitle, type SearchGroup, searchRoutes } from '@freight/domain';
import { desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import {
  cappedTotal,
  firstMatches,
  prefixRank,
  searchPatterns,
  similarityDesc,
} from '../../platform/database/text-search';
import { interactionSearchText, clientInteractions as interactions } from './support.table';

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
  const ids = await firstMatches(db, interactions, interactions.id, where);
  if (ids.length === 0) return { ...cappedTotal(0), hits: [] };
  const rows = await db
    .select({
      id: interactions.id,
      subject: interactions.subject,
      contact: interactions.contact_name,
      company: interactions.contact_company,
      date: interactions.date,
    })
    .from(interactions)
    .where(inArray(interactions.id, ids))
    .orderBy(
      prefixRank(interactions.subject, text),
      similarityDesc(interactions.subject, text),
      desc(interactions.date),
      desc(interactions.id),
    )
    .limit(limit);
  return {
    ...cappedTotal(ids.length),
    hits: rows.map((row) => ({
      id: row.id,
      title: row.subject,
      subtitle: joinSubtitle(row.contact, row.company, row.date),
      route: searchRoutes.interaction(row.id),
    })),
  };
}
