import {
  DOCUMENT_MESSAGES,
  documentsApi,
  documentUpdateSchema,
  fileBaseName,
  renamedFileName,
} from '@freight/domain';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { documentKeys } from '../../../shared/api/queryKeys';
import { RenameModal } from '../../../shared/forms/RenameModal';
import type { QuotationDocumentDialogProps } from './QuotationDocumentDialogProps';

/**
 * Rename File: the name is shown without its extension and saved with the original one; a blank name is
 * refused, an unchanged one just closes, and a colleague's rename in between is merged like any other edit.
 */
export function QuotationDocumentRenameModal({ document, onClose }: QuotationDocumentDialogProps) {
  const queryClient = useQueryClient();
  const save = async (name: string, version: number) => {
    await callApi(documentsApi.update, { params: { id: document.id }, body: { name }, ifMatch: version });
    await queryClient.invalidateQueries({ queryKey: documentKeys.all });
  };
  const load = async () => {
    const latest = await callApi(documentsApi.get, { params: { id: document.id } });
    return { name: fileBaseName(latest.name), version: latest.version };
  };
  return (
    <RenameModal
      title="Rename File"
      label="File name"
      initial={fileBaseName(document.name)}
      version={document.version}
      toName={(typed) => renamedFileName(typed, document.name) ?? ''}
      schema={documentUpdateSchema}
      load={load}
      save={save}
      failure={DOCUMENT_MESSAGES.renameFailed}
      onClose={onClose}
    />
  );
}
