import { type DocumentRecord, documentsApi, foldersApi } from '@freight/domain';
import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { fetchList } from '../../shared/api/fetchList';
import { documentKeys } from '../../shared/api/queryKeys';

/** Moves a document to another of the caller's own folders (a quotation's documents stay with it). */
export function MoveDocumentModal({ document, onClose }: { document: DocumentRecord; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<string | null>(null);
  const folders = useQuery({
    queryKey: documentKeys.ownFolders(),
    queryFn: ({ signal }) =>
      fetchList(foldersApi.list, { query: { order_by: 'folder_path ASC', limit: 1000 }, signal }),
  });
  const move = useMutation({
    mutationFn: (folderId: number) =>
      callApi(documentsApi.update, { params: { id: document.id }, body: { folder_id: folderId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
      onClose();
    },
  });
  const options = (folders.data?.data ?? [])
    .filter((f) => f.user_id !== null && f.id !== document.folder_id)
    .map((f) => ({ value: String(f.id), label: f.folder_path }));
  return (
    <Modal opened onClose={onClose} title={`Move ${document.name}`} centered>
      <Stack gap="md">
        <Select
          label="Move to folder"
          placeholder={folders.isPending ? 'Loading folders...' : 'Choose a folder'}
          data={options}
          value={target}
          onChange={setTarget}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        {(move.error || folders.error) && (
          <Alert color="red" role="alert">
            {apiErrorMessage(move.error ?? folders.error, 'Failed to move document')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!target}
            loading={move.isPending}
            onClick={() => target && move.mutate(Number(target))}
          >
            Move
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
