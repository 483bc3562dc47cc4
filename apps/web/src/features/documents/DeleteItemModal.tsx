import { documentsApi, foldersApi } from '@freight/domain';
import { Loader, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { documentKeys } from '../../shared/api/queryKeys';
import { useDeleteConfirmation } from '../../shared/forms/useDeleteConfirmation';
import { type Translate, useT } from '../../shared/i18n/useT';
import { ConfirmDeleteModal } from '../../shared/ui/ConfirmDeleteModal';
import type { LibraryItem } from './libraryItem';

/**
 * 'Are you sure you want to delete this folder? It holds 2 folders and 1 document, which will be deleted too.'
 * (only what it holds is named).
 */
function folderDeleteQuestion(count: { folders: number; documents: number }, t: Translate): string {
  const parts = [
    count.folders > 0 ? t('folders.folderCount', { count: count.folders }) : '',
    count.documents > 0 ? t('documents.documentCount', { count: count.documents }) : '',
  ].filter(Boolean);
  if (parts.length === 0) return t('folders.deleteQuestion');
  const items =
    parts.length === 2 ? t('folders.bothCounts', { folders: parts[0], documents: parts[1] }) : parts[0];
  return t('folders.deleteQuestionHolding', { items });
}

/**
 * 'Are you sure you want to delete this folder/document?', saying which; for a folder, how many folders and
 * documents go with it (asked of the server first).
 */
export function DeleteItemModal({
  item,
  onClose,
  onDeleted,
}: {
  item: LibraryItem;
  onClose: () => void;
  onDeleted: (item: LibraryItem) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const folderId = item.kind === 'folder' ? item.folder.id : undefined;
  const count = useQuery({
    queryKey: ['documents', 'item-count', folderId],
    queryFn: ({ signal }) => callApi(foldersApi.itemCount, { params: { id: folderId! }, signal }),
    enabled: folderId !== undefined,
  });
  const remove = useMutation({
    mutationFn: async () => {
      if (item.kind === 'folder') await callApi(foldersApi.remove, { params: { id: item.folder.id } });
      else await callApi(documentsApi.remove, { params: { id: item.document.id } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
  const { modal } = useDeleteConfirmation({
    target: item,
    mutation: remove,
    variables: () => undefined,
    onClose,
    onDeleted,
    failure: (error) => apiErrorMessage(error, t('documents.deleteFailed')),
  });
  const name = item.kind === 'folder' ? item.folder.name : item.document.name;
  let question: ReactNode = t('documents.deleteQuestion');
  if (item.kind === 'folder')
    question = count.data ? folderDeleteQuestion(count.data, t) : <Loader size="sm" />;
  return (
    <ConfirmDeleteModal
      {...modal}
      title={t(item.kind === 'folder' ? 'folders.delete' : 'documents.deleteDocument')}
    >
      <Text fw={500}>{name}</Text>
      <Text>{question}</Text>
    </ConfirmDeleteModal>
  );
}
