import { DOCUMENT_MESSAGES, type DocumentRecord, documentsApi } from '@freight/domain';
import { Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { documentKeys } from '../../../shared/api/queryKeys';
import { useDeleteConfirmation } from '../../../shared/forms/useDeleteConfirmation';
import { ConfirmDeleteModal } from '../../../shared/ui/ConfirmDeleteModal';

/** Delete File: 'This action cannot be undone'. A refusal is a notification, and the modal closes. */
export function QuotationDocumentDeleteModal({
  document,
  onClose,
}: {
  document: DocumentRecord;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { modal } = useDeleteConfirmation({
    target: document,
    mutation: useMutation({
      mutationFn: (id: number) => callApi(documentsApi.remove, { params: { id } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
    }),
    variables: (target) => target.id,
    onClose,
    failure: () => DOCUMENT_MESSAGES.deleteFailed,
    failureNotice: () => 'Delete failed',
    closeOnFailure: true,
  });
  return (
    <ConfirmDeleteModal {...modal} title="Delete File">
      <Text>
        Delete <b>{document.name}</b>? {DOCUMENT_MESSAGES.deleteFile}
      </Text>
    </ConfirmDeleteModal>
  );
}
