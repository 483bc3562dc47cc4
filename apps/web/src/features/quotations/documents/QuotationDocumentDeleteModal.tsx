import { DOCUMENT_MESSAGES, documentsApi } from '@freight/domain';
import { Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { documentKeys } from '../../../shared/api/queryKeys';
import { DeleteRecordDialog } from '../../../shared/forms/DeleteRecordDialog';
import type { QuotationDocumentDialogProps } from './QuotationDocumentDialogProps';

/** Delete File: 'This action cannot be undone'. A refusal is a notification, and the modal closes. */
export function QuotationDocumentDeleteModal({ document, onClose }: QuotationDocumentDialogProps) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => callApi(documentsApi.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
  return (
    <DeleteRecordDialog
      target={document}
      mutation={remove}
      onClose={onClose}
      title="Delete File"
      failedMessage={() => DOCUMENT_MESSAGES.deleteFailed}
      failureNotice={() => 'Delete failed'}
      closeOnFailure
      focusConfirm={false}
    >
      {() => (
        <Text>
          Delete <b>{document.name}</b>? {DOCUMENT_MESSAGES.deleteFile}
        </Text>
      )}
    </DeleteRecordDialog>
  );
}
