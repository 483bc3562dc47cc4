import { documentsApi } from '@freight/domain';
import { Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { documentKeys } from '../../../shared/api/queryKeys';
import { DeleteRecordDialog } from '../../../shared/forms/DeleteRecordDialog';
import { useT } from '../../../shared/i18n/useT';
import type { QuotationDocumentDialogProps } from './QuotationDocumentDialogProps';

/** Delete File: 'This action cannot be undone'. A refusal is a notification, and the modal closes. */
export function QuotationDocumentDeleteModal({ document, onClose }: QuotationDocumentDialogProps) {
  const t = useT();
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
      title={t('quotations.deleteFile')}
      failedMessage={() => t('quotations.documentDeleteFailed')}
      failureNotice={() => t('quotations.deleteFailedShort')}
      closeOnFailure
      focusConfirm={false}
    >
      {() => (
        <Text>
          {t('quotations.deleteFileConfirm', { name: document.name })} {t('quotations.cannotBeUndone')}
        </Text>
      )}
    </DeleteRecordDialog>
  );
}
