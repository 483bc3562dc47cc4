import { hitSubtitle, type SearchGroup, searchRoutes } from '@freight/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import {
  bestMatchFirst,
  containsText,
  preparedSearch,
  searchGroup,
} from '../../platform/database/text-search';
import { contactSearchText, contacts } from './contacts.table';

const displayName = sql<string>`coalesce(nullif(${contacts.display_name}, ''), trim(${contacts.name} || ' ' || ${contacts.last_name}))`;

/**
 * Contacts whose name, company, email or phone contain the text, accents and case aside (served by the
 * trigram index over the folded `contactSearchText`), those starting with it first, then those with a word
 * starting with it.
 */
export async function searchContacts(
  db: Db,
  text: string,
  limit: number,
): Promise<Omit<SearchGroup, 'kind'>> {
  const rows = await preparedSearch(db, 'search_contacts', { text, limit }, (text) => ({
    table: contacts,
    id: contacts.id,
    where: containsText(contactSearchText(contacts), text),
    fields: { id: contacts.id, name: displayName, company: contacts.company_name, email: contacts.email },
    orderBy: [...bestMatchFirst(text, contactSearchText(contacts), displayName), displayName, contacts.id],
  }));
  return searchGroup(rows, (row) => ({
    id: row.id,
    title: row.name,
    ...hitSubtitle(row.company, row.email),
    route: searchRoutes.contact(row.id, row.name),
  }));
}
