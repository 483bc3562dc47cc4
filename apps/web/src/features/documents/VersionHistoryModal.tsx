import { type DocumentRecord, documentVersionsApi, formatFileSize } from '@freight/domain';
import { Alert, Anchor, Badge, Button, Group, Modal, Progress, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { documentKeys } from '../../shared/api/queryKeys';
import { FileDropzone } from '../../shared/files/FileDropzone';
import { uploadFile } from '../../shared/files/uploadFile';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { useDocumentVersions } from './useDocumentVersions';

/**
 * A document's versions: download any, restore one as the newest, or upload a new version with a change
 * description (its number is the highest + 1).
 */
export function VersionHistoryModal({
  document,
  canEdit,
  onClose,
}: {
  document: DocumentRecord;
  canEdit: boolean;
  onClose: () => void;
}) {
  const format = useDateFormat();
  const queryClient = useQueryClient();
  const versions = useDocumentVersions(document.id);
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentKeys.all });
  const upload = useMutation({
    mutationFn: async (chosen: File) => {
      const stored = await uploadFile(chosen, { purpose: 'document', onProgress: setProgress });
      return callApi(documentVersionsApi.create, {
        body: { document_id: document.id, upload_id: stored.id, change_description: description },
      });
    },
    onSettled: () => setProgress(null),
    onSuccess: async () => {
      setFile(null);
      setDescription('');
      await refresh();
    },
  });
  const restore = useMutation({
    mutationFn: (id: number) => callApi(documentVersionsApi.restore, { params: { id }, body: {} }),
    onSuccess: refresh,
  });
  const rows = versions.data?.data ?? [];
  const current = rows[0]?.version_number;
  const error = upload.error ?? restore.error ?? versions.error;
  return (
    <Modal opened onClose={onClose} title={`Version history: ${document.name}`} size="lg" centered>
      <Stack gap="md">
        <Stack gap="xs" aria-label="Versions">
          {rows.map((v) => (
            <Group key={v.id} justify="space-between" wrap="nowrap" data-testid="version-row">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600} size="sm">
                    Version {v.version_number}
                  </Text>
                  {v.version_number === current && <Badge size="sm">Current</Badge>}
                </Group>
                <Text size="xs" c="dimmed" truncate="end">
                  {v.file_name} · {formatFileSize(v.file_size)} · {format.dateTime(v.created_at)}
                </Text>
                {v.change_description && <Text size="sm">{v.change_description}</Text>}
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Anchor href={`${v.file_url}?download=1`} size="sm">
                  Download
                </Anchor>
                {canEdit && v.version_number !== current && (
                  <Button
                    size="xs"
                    variant="light"
                    loading={restore.isPending && restore.variables === v.id}
                    onClick={() => restore.mutate(v.id)}
                  >
                    Restore
                  </Button>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
        {canEdit && (
          <Stack gap="xs">
            <Text fw={600} size="sm">
              Upload a new version
            </Text>
            {file ? (
              <Text size="sm">{file.name}</Text>
            ) : (
              <FileDropzone
                onFiles={(files) => setFile(files[0] ?? null)}
                inputLabel="Choose the new version"
              />
            )}
            <Textarea
              label="Change description"
              autosize
              minRows={2}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
            />
            {progress !== null && <Progress value={progress * 100} aria-label="Upload progress" />}
            <Group justify="flex-end">
              <Button disabled={!file} loading={upload.isPending} onClick={() => file && upload.mutate(file)}>
                Upload Version
              </Button>
            </Group>
          </Stack>
        )}
        {error && (
          <Alert color="red" role="alert">
            {apiErrorMessage(error, 'Failed to update the versions')}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
