import { hasPermission, DOCUMENT_MESSAGES as M, type PermissionName } from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';

/**
 * Who may do what in the library. One's own folders and documents go by the documents grants and are
 * nobody else's business: another user's answers 404, as if it did not exist. The shared system folders
 * (Logistics and one per quotation) and a quotation's documents belong to the quotation: they go by the
 * quotations grants (view to see, edit to add, rename or share, delete to delete).
 */
type Owned = { user_id: number | null; quotation_id: number | null };

const may = (auth: AuthContext, module: 'documents' | 'quotations', action: PermissionName) =>
  hasPermission(auth.user.role, auth.permissions, module, action);

/** Adding a file to a quotation changes the quotation: it takes quotations edit. */
function quotationAction(action: PermissionName): PermissionName {
  return action === 'create' ? 'edit' : action;
}

function isShared(item: Owned, kind: 'folder' | 'document'): boolean {
  return kind === 'folder' ? item.user_id === null : item.quotation_id !== null;
}

function visible(auth: AuthContext, item: Owned, kind: 'folder' | 'document'): boolean {
  if (isShared(item, kind)) return may(auth, 'quotations', 'view');
  return item.user_id === auth.user.id && may(auth, 'documents', 'view');
}

function allowed(auth: AuthContext, item: Owned, kind: 'folder' | 'document', action: PermissionName) {
  return isShared(item, kind)
    ? may(auth, 'quotations', quotationAction(action))
    : may(auth, 'documents', action);
}

/**
 * The item when the caller may do `action` to it. Another user's item, or a shared one without quotations
 * view, answers 404 (whether it exists is not told); one's own or a visible shared one without the grant
 * for `action` answers 403.
 */
function requireAccess<T extends Owned>(
  auth: AuthContext,
  item: T | undefined,
  kind: 'folder' | 'document',
  action: PermissionName,
  notFoundMessage: string,
): T {
  const mine = item !== undefined && !isShared(item, kind) && item.user_id === auth.user.id;
  if (!item || !(mine || visible(auth, item, kind))) throw AppError.notFound(notFoundMessage);
  if (!allowed(auth, item, kind, action)) throw AppError.forbidden();
  return item;
}

export function requireFolderAccess<T extends Owned>(
  auth: AuthContext,
  folder: T | undefined,
  action: PermissionName,
): T {
  return requireAccess(auth, folder, 'folder', action, M.folderNotFound);
}

export function requireDocumentAccess<T extends Owned>(
  auth: AuthContext,
  document: T | undefined,
  action: PermissionName,
  notFoundMessage: string = M.documentNotFound,
): T {
  return requireAccess(auth, document, 'document', action, notFoundMessage);
}

/** May the caller see a document (for reading its files)? */
export function mayViewDocument(auth: AuthContext, document: Owned | undefined): boolean {
  return document !== undefined && visible(auth, document, 'document');
}

/** Does the caller see the shared quotation folders? */
export function mayViewQuotations(auth: AuthContext): boolean {
  return may(auth, 'quotations', 'view');
}

/** The library routes need one of the two view grants at least; a caller with neither gets 403. */
export function requireLibraryView(auth: AuthContext): void {
  if (!may(auth, 'documents', 'view') && !may(auth, 'quotations', 'view')) throw AppError.forbidden();
}
