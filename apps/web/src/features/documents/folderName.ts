import type { Folder } from '@freight/domain';
import type { Translate } from '../../shared/i18n/useT';

type NamedFolder = Pick<Folder, 'name' | 'is_system_folder' | 'user_id' | 'quotation_id'>;

/**
 * A folder's name as the library shows it. The server names the two fixed system folders in English: a
 * user's root 'Documents' (a system folder of theirs) and the shared 'Logistics' (a system folder of no user
 * and no quotation); the screens word those in the reader's language. A quotation's folder is named after its
 * number and a user's own folder as they named it.
 */
export function folderName(t: Translate, folder: NamedFolder): string {
  if (!folder.is_system_folder || folder.quotation_id !== null) return folder.name;
  return folder.user_id === null ? t('folders.systemLogistics') : t('folders.systemDocuments');
}

/** Whether the library words this folder's name (a fixed system folder) rather than showing the desk's own. */
export function isWordedFolder(folder: NamedFolder): boolean {
  return folder.is_system_folder && folder.quotation_id === null;
}
