import { hasPermission, type PermissionName } from '@freight/domain';
import { and, eq, isNotNull, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth-context';
import { documents, folders } from './documents.table';

// The library's visibility rule (document-access.ts) as SQL conditions, for the lists, the folder contents
// and the search: each query filters in the database instead of reading rows the caller may not see.

const may = (auth: AuthContext, module: 'documents' | 'quotations', action: PermissionName) =>
  hasPermission(auth.user.role, auth.permissions, module, action);

/**
 * What of the library a caller may see: their own folders and documents (documents:view) and the quotations'
 * (quotations:view). `key` names the combination, so a statement prepared for one stays right for every caller
 * with the same permissions (the user's id is then a placeholder).
 */
export function libraryReach(auth: AuthContext) {
  const own = may(auth, 'documents', 'view');
  const quotationFiles = may(auth, 'quotations', 'view');
  return { own, quotationFiles, key: `${own ? 'own' : ''}${quotationFiles ? 'quotes' : ''}` || 'none' };
}
export type LibraryReach = ReturnType<typeof libraryReach>;

/** The folders a caller may see, as SQL; `user` is the caller's id or a placeholder for it. */
export function foldersWithin(reach: LibraryReach, user: number | Placeholder): SQL {
  return (
    or(
      reach.own ? eq(folders.user_id, user) : undefined,
      reach.quotationFiles ? isNull(folders.user_id) : undefined,
    ) ?? sql`false`
  );
}

/** The documents a caller may see, as SQL; `user` is the caller's id or a placeholder for it. */
export function documentsWithin(reach: LibraryReach, user: number | Placeholder): SQL {
  return (
    or(
      reach.own ? and(eq(documents.user_id, user), isNull(documents.quotation_id)) : undefined,
      reach.quotationFiles ? isNotNull(documents.quotation_id) : undefined,
    ) ?? sql`false`
  );
}

/** The folders a caller may see, as SQL for lists. */
export const visibleFolders = (auth: AuthContext): SQL => foldersWithin(libraryReach(auth), auth.user.id);

/** The documents a caller may see, as SQL for lists. */
export const visibleDocuments = (auth: AuthContext): SQL => documentsWithin(libraryReach(auth), auth.user.id);
