import {
  DOCUMENT_MESSAGES,
  type DocumentRecord,
  documentsApi,
  fileBaseName,
  renamedFileName,
} from '@freight/domain';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { documentKeys } from '../../../shared/api/queryKeys';
import { RenameModal } from '../../../shared/ui/RenameModal';

/** Rename File: a blank name is refused, an unchanged one just closes, the original extension is kept. */
export function QuotationDocumentRenameModal({
  document,
  onClose,
}: {
  document: DocumentRecord;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const rename = useMutation({
    mutationFn: (value: string) =>
      callApi(documentsApi.update, { params: { id: document.id }, body: { name: value } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
      onClose();
    },
    onError: () =>
      notifications.show({ color: 'red', title: 'Rename failed', message: DOCUMENT_MESSAGES.renameFailed }),
  });
  const submit = (typed: string) => {
    const value = renamedFileName(typed, document.name);
    if (value === null) return DOCUMENT_MESSAGES.fileNameRequired;
    if (value === document.name) onClose();
    else rename.mutate(value);
    return undefined;
  };
  return (
    <RenameModal
      title="Rename File"
      label="File name"
      initial={fileBaseName(document.name)}
      pending={rename.isPending}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
