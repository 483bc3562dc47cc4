import { documentsApi, documentUpdateSchema, foldersApi, folderUpdateSchema } from '@freight/domain';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { documentKeys } from '../../shared/api/queryKeys';
import { RenameModal } from '../../shared/forms/RenameModal';
import { useT } from '../../shared/i18n/useT';
import type { LibraryItem } from './libraryItem';

/** Renames a folder or a document; an unchanged name just closes. */
export function RenameItemModal({ item, onClose }: { item: LibraryItem; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const record = item.kind === 'folder' ? item.folder : item.document;
  const save = async (name: string, version: number) => {
    const input = { params: { id: record.id }, body: { name }, ifMatch: version };
    if (item.kind === 'folder') await callApi(foldersApi.update, input);
    else await callApi(documentsApi.update, input);
    await queryClient.invalidateQueries({ queryKey: documentKeys.all });
  };
  const load = () =>
    item.kind === 'folder'
      ? callApi(foldersApi.get, { params: { id: record.id } })
      : callApi(documentsApi.get, { params: { id: record.id } });
  return (
    <RenameModal
      title={t(item.kind === 'folder' ? 'folders.rename' : 'documents.renameDocument')}
      label={t('documents.name')}
      initial={record.name}
      version={record.version}
      schema={item.kind === 'folder' ? folderUpdateSchema : documentUpdateSchema}
      load={load}
      save={save}
      failure={t('documents.renameFailed')}
      onClose={onClose}
    />
  );
}
