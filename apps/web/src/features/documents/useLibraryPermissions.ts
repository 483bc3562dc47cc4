import type { CommonPermissionName } from '@freight/domain';
import { usePermission } from '../auth/session/usePermission';
import type { LibraryItem } from './libraryItem';

/**
 * What the caller may do to an item, as the server decides it: one's own library by the documents grants, a
 * quotation's folders and documents by the quotations grants (adding a file takes quotations edit).
 */
export function useLibraryPermissions() {
  const grants = {
    documents: {
      view: usePermission('documents', 'view'),
      create: usePermission('documents', 'create'),
      edit: usePermission('documents', 'edit'),
      delete: usePermission('documents', 'delete'),
    },
    quotations: {
      view: usePermission('quotations', 'view'),
      create: usePermission('quotations', 'edit'),
      edit: usePermission('quotations', 'edit'),
      delete: usePermission('quotations', 'delete'),
    },
  };
  return (item: LibraryItem | { shared: boolean }, action: CommonPermissionName): boolean => {
    const shared =
      'shared' in item
        ? item.shared
        : item.kind === 'folder'
          ? item.folder.user_id === null
          : item.document.quotation_id !== null;
    return grants[shared ? 'quotations' : 'documents'][action];
  };
}
