import {
  hasPermission,
  type ModuleName,
  SEARCH_GROUP_LIMIT,
  type SearchGroup,
  type SearchKind,
  type SearchResult,
} from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import * as contacts from '../contacts/contacts.service';
import * as documents from '../documents/documents.service';
import * as quotations from '../quotations/quotations.service';
import * as shipments from '../shipments/shipments.service';
import * as support from '../support/support.service';
import * as tasks from '../tasks/tasks.service';

type Found = Omit<SearchGroup, 'kind'>;

/**
 * Each kind the global search finds: the module whose view grant shows it, and that module's own search (its
 * SQL and its visibility rules stay in the module). In the order the dialog lists the groups. The benchmark
 * (bench/global-search) times each kind on its own through this list.
 */
export const SEARCH_SOURCES: readonly {
  kind: SearchKind;
  module: ModuleName;
  search: (db: Db, text: string, auth: AuthContext) => Promise<Found>;
}[] = [
  {
    kind: 'quotation',
    module: 'quotations',
    search: (db, q) => quotations.search(db, q, SEARCH_GROUP_LIMIT),
  },
  {
    kind: 'shipment',
    module: 'shipments',
    search: (db, q) => shipments.search(db, q, SEARCH_GROUP_LIMIT),
  },
  { kind: 'contact', module: 'contacts', search: (db, q) => contacts.search(db, q, SEARCH_GROUP_LIMIT) },
  { kind: 'interaction', module: 'support', search: (db, q) => support.search(db, q, SEARCH_GROUP_LIMIT) },
  {
    kind: 'task',
    module: 'tasks',
    search: (db, q, auth) => tasks.search(db, q, SEARCH_GROUP_LIMIT, tasks.callerOf(auth)),
  },
  {
    kind: 'document',
    module: 'documents',
    search: (db, q, auth) => documents.search(db, q, SEARCH_GROUP_LIMIT, auth),
  },
];

/**
 * Searches every kind the caller holds the view grant of, at once (each on its own pooled connection); a
 * kind without the grant is left out of the answer altogether.
 */
export async function search(db: Db, auth: AuthContext, text: string): Promise<SearchResult> {
  const allowed = SEARCH_SOURCES.filter((source) =>
    hasPermission(auth.user.role, auth.permissions, source.module, 'view'),
  );
  const groups = await Promise.all(
    allowed.map(async (source) => ({ kind: source.kind, ...(await source.search(db, text, auth)) })),
  );
  return { q: text, groups };
}
