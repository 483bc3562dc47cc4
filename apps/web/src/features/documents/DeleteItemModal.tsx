import { DOCUMENT_MESSAGES, documentsApi, folderDeleteQuestion, foldersApi } from '@freight/domain';
import { Loader, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { documentKeys } from '../../shared/api/queryKeys';
import { useDeleteConfirmation } from '../../shared/forms/useDeleteConfirmation';
import { ConfirmDeleteModal } from '../../shared/ui/ConfirmDeleteModal';
import type { LibraryItem } from './libraryItem';

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
    failure: (error) => apiErrorMessage(error, DOCUMENT_MESSAGES.deleteFailed),
  });
  const name = item.kind === 'folder' ? item.folder.name : item.document.name;
  let question: ReactNode = DOCUMENT_MESSAGES.deleteDocument;
  if (item.kind === 'folder') question = count.data ? folderDeleteQuestion(count.data) : <Loader size="sm" />;
  return (
    <ConfirmDeleteModal {...modal} title={item.kind === 'folder' ? 'Delete folder' : 'Delete document'}>
      <Text fw={500}>{name}</Text>
      <Text>{question}</Text>
    </ConfirmDeleteModal>
  );
}
