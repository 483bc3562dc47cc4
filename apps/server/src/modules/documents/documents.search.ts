import { hitSubtitle, type SearchGroup, searchRoutes } from '@freight/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import {
  bestMatchFirst,
  containsText,
  preparedSearch,
  searchGroup,
} from '../../platform/database/text-search';
import { documentsWithin, libraryReach } from './document-access.sql';
import { documents, folders } from './documents.table';

/**
 * Documents the caller may see (one's own, and quotations' with quotations view: the library's rule) whose
 * name contains the text, accents and case aside (the trigram index on the folded name); names starting with
 * it first, then the latest. Each opens in its folder.
 */
export async function searchDocuments(
  db: Db,
  text: string,
  limit: number,
  auth: AuthContext,
): Promise<Omit<SearchGroup, 'kind'>> {
  const reach = libraryReach(auth);
  const rows = await preparedSearch(
    db,
    `search_documents_${reach.key}`,
    { text, limit, values: { userId: auth.user.id } },
    (text) => ({
      table: documents,
      id: documents.id,
      where: and(containsText(documents.name, text), documentsWithin(reach, sql.placeholder('userId')))!,
      fields: {
        id: documents.id,
        name: documents.name,
        folderId: documents.folder_id,
        folder: folders.name,
        fileName: documents.file_name,
      },
      join: { table: folders, on: eq(folders.id, documents.folder_id) },
      orderBy: [...bestMatchFirst(text, documents.name), desc(documents.id)],
    }),
  );
  return searchGroup(rows, (row) => ({
    id: row.id,
    title: row.name,
    ...hitSubtitle(row.folder, row.fileName !== row.name ? row.fileName : undefined),
    route: searchRoutes.documentFolder(row.folderId),
  }));
}
