import { documentsApi, documentUpdateSchema, fileBaseName, renamedFileName } from '@freight/domain';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { documentKeys } from '../../../shared/api/queryKeys';
import { RenameModal } from '../../../shared/forms/RenameModal';
import { useT } from '../../../shared/i18n/useT';
import type { QuotationDocumentDialogProps } from './QuotationDocumentDialogProps';

/**
 * Rename File: the name is shown without its extension and saved with the original one; a blank name is
 * refused, an unchanged one just closes, and a colleague's rename in between is merged like any other edit.
 */
export function QuotationDocumentRenameModal({ document, onClose }: QuotationDocumentDialogProps) {
  const t = useT();
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
      title={t('quotations.renameFile')}
      label={t('quotations.fileName')}
      initial={fileBaseName(document.name)}
      version={document.version}
      toName={(typed) => renamedFileName(typed, document.name) ?? ''}
      schema={documentUpdateSchema}
      load={load}
      save={save}
      failure={t('quotations.documentRenameFailed')}
      onClose={onClose}
    />
  );
}
