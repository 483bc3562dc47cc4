import { useDocumentUploads } from './useDocumentUploads';
import { useFolderContents } from './useFolderContents';
import { useLibraryPermissions } from './useLibraryPermissions';

/**
 * The open folder's contents and what the user may do in it: upload (not in Logistics itself, which only
 * holds the quotations' folders) and add folders (only in one's own library), with the uploads into it.
 */
export function useOpenFolder(folderId: number | undefined) {
  const may = useLibraryPermissions();
  const contents = useFolderContents(folderId);
  const folder = contents.data?.folder;
  const isLogistics = folder !== undefined && folder.user_id === null && folder.quotation_id === null;
  const canUpload =
    folder !== undefined && !isLogistics && may({ shared: folder.user_id === null }, 'create');
  const canNewFolder = folder !== undefined && folder.user_id !== null && may({ shared: false }, 'create');
  const uploads = useDocumentUploads(canUpload ? folder?.id : undefined);
  return { contents, folder, path: contents.data?.path ?? [], canUpload, canNewFolder, uploads };
}
