import { hasPermission, type PermissionName } from '@freight/domain';
import { and, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth-context';
import { documents, folders } from './documents.table';

// The library's visibility rule (document-access.ts) as SQL conditions, for the lists, the folder contents
// and the search: each query filters in the database instead of reading rows the caller may not see.

const may = (auth: AuthContext, module: 'documents' | 'quotations', action: PermissionName) =>
  hasPermission(auth.user.role, auth.permissions, module, action);

/** The folders a caller may see, as SQL for lists. */
export function visibleFolders(auth: AuthContext): SQL {
  return (
    or(
      may(auth, 'documents', 'view') ? eq(folders.user_id, auth.user.id) : undefined,
      may(auth, 'quotations', 'view') ? isNull(folders.user_id) : undefined,
    ) ?? sql`false`
  );
}

/** The documents a caller may see, as SQL for lists. */
export function visibleDocuments(auth: AuthContext): SQL {
  return (
    or(
      may(auth, 'documents', 'view')
        ? and(eq(documents.user_id, auth.user.id), isNull(documents.quotation_id))
        : undefined,
      may(auth, 'quotations', 'view') ? isNotNull(documents.quotation_id) : undefined,
    ) ?? sql`false`
  );
}
