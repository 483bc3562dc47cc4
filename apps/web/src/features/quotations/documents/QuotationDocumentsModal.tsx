import { type DocumentRecord, foldersApi } from '@freight/domain';
import { Alert, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../shared/api/apiClient';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useT } from '../../../shared/i18n/useT';
import { CenteredLoader } from '../../../shared/ui/CenteredLoader';
import { usePermission } from '../../auth/session/usePermission';
import { UploadProgressList } from '../../documents/UploadProgressList';
import { useDocumentUploads } from '../../documents/useDocumentUploads';
import { QuotationDocumentCard } from './QuotationDocumentCard';
import { QuotationDocumentDeleteModal } from './QuotationDocumentDeleteModal';
import { QuotationDocumentRenameModal } from './QuotationDocumentRenameModal';
import { useQuotationDocuments } from './useQuotationDocuments';

/**
 * A quotation's documents: drop or choose files (each with its progress), the grid of files, and per file
 * Download, Rename and Delete. The files live in the library under /Documents/Logistics/{quotation}.
 */
export function QuotationDocumentsModal({
  quotation,
  onClose,
}: {
  quotation: { id: number; quotation_number: string };
  onClose: () => void;
}) {
  const t = useT();
  const canEdit = usePermission('quotations', 'edit');
  const canDelete = usePermission('quotations', 'delete');
  // The folder is made on first open (the server's get-or-create is idempotent).
  const folder = useQuery({
    queryKey: ['documents', 'quotation-folder', quotation.id],
    queryFn: () => callApi(foldersApi.quotationFolder, { params: { id: quotation.id } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const documents = useQuotationDocuments(quotation.id);
  const uploads = useDocumentUploads(canEdit ? folder.data?.id : undefined);
  const [renaming, setRenaming] = useState<DocumentRecord | null>(null);
  const [deleting, setDeleting] = useState<DocumentRecord | null>(null);
  const error = folder.error ?? documents.error;
  const files = documents.data?.data ?? [];

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('quotations.documentsTitle', { number: quotation.quotation_number })}
      size="xl"
      centered
    >
      <Stack gap="md">
        {/* Files can be dropped once the folder is known (made on first open). */}
        {canEdit && folder.data && <QuotationUploadZone onDrop={uploads.add} />}
        <UploadProgressList uploads={uploads.uploads} />
        {error && (
          <Alert color="red" role="alert">
            {apiErrorMessage(error, t('quotations.documentsLoadFailed'))}
          </Alert>
        )}
        {documents.isPending ? (
          <CenteredLoader label={t('quotations.documentsLoading')} />
        ) : files.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('quotations.documentsEmpty')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
            {files.map((doc) => (
              <QuotationDocumentCard
                key={doc.id}
                doc={doc}
                can={{ edit: canEdit, delete: canDelete }}
                onRename={() => setRenaming(doc)}
                onDelete={() => setDeleting(doc)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {renaming && <QuotationDocumentRenameModal document={renaming} onClose={() => setRenaming(null)} />}
      {deleting && <QuotationDocumentDeleteModal document={deleting} onClose={() => setDeleting(null)} />}
    </Modal>
  );
}

/** Drop or choose files for the quotation's folder. */
function QuotationUploadZone({ onDrop }: { onDrop: (files: File[]) => void }) {
  const t = useT();
  return (
    <Dropzone
      onDrop={onDrop}
      multiple
      useFsAccessApi={false}
      inputProps={{ 'aria-label': t('quotations.uploadDocuments') }}
      radius="md"
      p="lg"
    >
      <Stack align="center" gap={4} style={{ pointerEvents: 'none' }}>
        <IconUpload size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
        <Text size="sm" fw={500}>
          {t('quotations.dropFiles')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('quotations.dropFilesHint')}
        </Text>
      </Stack>
    </Dropzone>
  );
}
