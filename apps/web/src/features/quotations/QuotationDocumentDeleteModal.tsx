import { DOCUMENT_MESSAGES, type DocumentRecord, documentsApi } from '@freight/domain';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { documentKeys } from '../../shared/api/queryKeys';
import { ConfirmDeleteModal } from '../../shared/ui/ConfirmDeleteModal';

/** Delete File: 'This action cannot be undone'. */
export function QuotationDocumentDeleteModal({
  document,
  onClose,
}: {
  document: DocumentRecord;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => callApi(documentsApi.remove, { params: { id: document.id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
      onClose();
    },
    onError: () => {
      notifications.show({ color: 'red', title: 'Delete failed', message: DOCUMENT_MESSAGES.deleteFailed });
      onClose();
    },
  });
  return (
    <ConfirmDeleteModal
      opened
      title="Delete File"
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => remove.mutate()}
    >
      <Text>
        Delete <b>{document.name}</b>? {DOCUMENT_MESSAGES.deleteFile}
      </Text>
    </ConfirmDeleteModal>
  );
}
