import { joinSubtitle, type SearchGroup, searchRoutes } from '@freight/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import {
  cappedTotal,
  firstMatches,
  prefixRank,
  searchPatterns,
  similarityDesc,
} from '../../platform/database/text-search';
import { contactSearchText, contacts } from './contacts.table';

const displayName = sql<string>`coalesce(nullif(${contacts.display_name}, ''), trim(${contacts.name} || ' ' || ${contacts.last_name}))`;

/**
 * Contacts whose name, company, email or phone contain the text (served by the trigram index over
 * `contactSearchText`), those starting with it first, then those with a word starting with it.
 */
export async function searchContacts(
  db: Db,
  text: string,
  limit: number,
): Promise<Omit<SearchGroup, 'kind'>> {
  const where = sql`${contactSearchText(contacts)} ilike ${searchPatterns(text).contains}`;
  const ids = await firstMatches(db, contacts, contacts.id, where);
  if (ids.length === 0) return { ...cappedTotal(0), hits: [] };
  const rows = await db
    .select({
      id: contacts.id,
      name: displayName,
      company: contacts.company_name,
      email: contacts.email,
    })
    .from(contacts)
    .where(inArray(contacts.id, ids))
    .orderBy(
      prefixRank(contactSearchText(contacts), text),
      similarityDesc(displayName, text),
      displayName,
      contacts.id,
    )
    .limit(limit);
  return {
    ...cappedTotal(ids.length),
    hits: rows.map((row) => ({
      id: row.id,
      title: row.name,
      subtitle: joinSubtitle(row.company, row.email),
      route: searchRoutes.contact(row.id, row.name),
    })),
  };
}
