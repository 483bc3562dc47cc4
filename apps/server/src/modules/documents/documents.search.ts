import { joinSubtitle, type SearchGroup, searchRoutes } from '@freight/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import {
  bestMatchFirst,
  searchCandidates,
  searchGroup,
  searchPatterns,
} from '../../platform/database/text-search';
import { visibleDocuments } from './document-access.sql';
import { documents, folders } from './documents.table';

/**
 * Documents the caller may see (one's own, and quotations' with quotations view: the library's rule) whose
 * name contains the text (the trigram index on the name); names starting with it first, then the latest.
 * Each opens in its folder.
 */
export async function searchDocuments(
  db: Db,
  text: string,
  limit: number,
  auth: AuthContext,
): Promise<Omit<SearchGroup, 'kind'>> {
  const where = and(sql`${documents.name} ilike ${searchPatterns(text).contains}`, visibleDocuments(auth))!;
  const candidates = searchCandidates(db, documents, documents.id, where);
  const rows = await db
    .select({
      id: documents.id,
      name: documents.name,
      folderId: documents.folder_id,
      folder: folders.name,
      fileName: documents.file_name,
      matches: candidates.matches,
    })
    .from(documents)
    .innerJoin(folders, eq(folders.id, documents.folder_id))
    .where(candidates.isCandidate)
    .orderBy(...bestMatchFirst(text, documents.name), desc(documents.id))
    .limit(limit);
  return searchGroup(rows, (row) => ({
    id: row.id,
    title: row.name,
    subtitle: joinSubtitle(row.folder, row.fileName !== row.name ? row.fileName : undefined),
    route: searchRoutes.documentFolder(row.folderId),
  }));
}
