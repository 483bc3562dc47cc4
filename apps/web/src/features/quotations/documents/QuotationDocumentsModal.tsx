import { type DocumentRecord, foldersApi, formatFileSize } from '@freight/domain';
import { ActionIcon, Alert, Menu, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconDotsVertical, IconDownload, IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../shared/api/apiClient';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { CenteredLoader } from '../../../shared/ui/CenteredLoader';
import { usePermission } from '../../auth/usePermission';
import { DocumentTypeIcon } from '../../documents/DocumentTypeIcon';
import { UploadProgressList } from '../../documents/UploadProgressList';
import { useDocumentUploads } from '../../documents/useDocumentUploads';
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
  const format = useDateFormat();
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
    <Modal opened onClose={onClose} title={`Documents · ${quotation.quotation_number}`} size="xl" centered>
      <Stack gap="md">
        {/* Files can be dropped once the folder is known (made on first open). */}
        {canEdit && folder.data && (
          <Dropzone
            onDrop={uploads.add}
            multiple
            useFsAccessApi={false}
            inputProps={{ 'aria-label': 'Upload documents' }}
            radius="md"
            p="lg"
          >
            <Stack align="center" gap={4} style={{ pointerEvents: 'none' }}>
              <IconUpload size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
              <Text size="sm" fw={500}>
                Drag files here or click to browse
              </Text>
              <Text size="xs" c="dimmed">
                Up to 100MB each: images, video, audio, PDF, Office, OpenDocument, text and CSV
              </Text>
            </Stack>
          </Dropzone>
        )}
        <UploadProgressList uploads={uploads.uploads} />
        {error && (
          <Alert color="red" role="alert">
            {apiErrorMessage(error, 'Failed to fetch folders/documents')}
          </Alert>
        )}
        {documents.isPending ? (
          <CenteredLoader label="Loading documents" />
        ) : files.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            No documents yet
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
            {files.map((doc) => (
              <Paper
                key={doc.id}
                withBorder
                radius="md"
                p="sm"
                pos="relative"
                data-testid="quotation-document"
              >
                <Stack gap={6}>
                  <DocumentTypeIcon item={{ kind: 'document', mimeType: doc.mime_type }} size={32} />
                  <Text
                    component="a"
                    href={doc.file_url}
                    target="_blank"
                    rel="noopener"
                    size="sm"
                    fw={500}
                    truncate="end"
                  >
                    {doc.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatFileSize(doc.file_size)} · {format.day(doc.created_at)}
                  </Text>
                </Stack>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Actions for ${doc.name}`}
                      style={{ position: 'absolute', top: 8, right: 8 }}
                    >
                      <IconDotsVertical size={18} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      component="a"
                      href={`${doc.file_url}?download=1`}
                      download
                      leftSection={<IconDownload size={16} />}
                    >
                      Download
                    </Menu.Item>
                    {canEdit && (
                      <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setRenaming(doc)}>
                        Rename
                      </Menu.Item>
                    )}
                    {canDelete && (
                      <Menu.Item
                        color="red"
                        leftSection={<IconTrash size={16} />}
                        onClick={() => setDeleting(doc)}
                      >
                        Delete
                      </Menu.Item>
                    )}
                  </Menu.Dropdown>
                </Menu>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {renaming && <QuotationDocumentRenameModal document={renaming} onClose={() => setRenaming(null)} />}
      {deleting && <QuotationDocumentDeleteModal document={deleting} onClose={() => setDeleting(null)} />}
    </Modal>
  );
}
