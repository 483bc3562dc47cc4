import { documentsApi, type Folder, foldersApi } from '@freight/domain';
import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { fetchList } from '../../shared/api/fetchList';
import { documentKeys } from '../../shared/api/queryKeys';
import { useT } from '../../shared/i18n/useT';
import type { LibraryItem } from './libraryItem';

/** Is `folder` the moved folder itself or one beneath it (where it cannot go)? */
function isWithin(folder: Folder, moved: Folder): boolean {
  return folder.id === moved.id || folder.folder_path.startsWith(`${moved.folder_path}/`);
}

/**
 * Moves a document or a folder (with everything in it) to another of the caller's own folders. A quotation's
 * documents stay with it; a folder cannot go into itself or a folder beneath it.
 */
export function MoveItemModal({ item, onClose }: { item: LibraryItem; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<string | null>(null);
  const folders = useQuery({
    queryKey: documentKeys.ownFolders(),
    queryFn: ({ signal }) =>
      fetchList(foldersApi.list, { query: { order_by: 'folder_path ASC', limit: 1000 }, signal }),
  });
  const move = useMutation({
    mutationFn: async (folderId: number) => {
      if (item.kind === 'folder') {
        await callApi(foldersApi.update, {
          params: { id: item.folder.id },
          body: { parent_folder_id: folderId },
        });
      } else {
        await callApi(documentsApi.update, {
          params: { id: item.document.id },
          body: { folder_id: folderId },
        });
      }
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
      onClose();
    },
  });
  const name = item.kind === 'folder' ? item.folder.name : item.document.name;
  const currentParent = item.kind === 'folder' ? item.folder.parent_folder_id : item.document.folder_id;
  const options = (folders.data?.data ?? [])
    .filter((f) => f.user_id !== null && f.id !== currentParent)
    .filter((f) => item.kind !== 'folder' || !isWithin(f, item.folder))
    .map((f) => ({ value: String(f.id), label: f.folder_path }));
  return (
    <Modal opened onClose={onClose} title={t('documents.moveNamed', { name })} centered>
      <Stack gap="md">
        <Select
          label={t('documents.moveToFolder')}
          placeholder={t(folders.isPending ? 'folders.loadingFolders' : 'folders.chooseFolder')}
          data={options}
          value={target}
          onChange={setTarget}
          searchable
          nothingFoundMessage={t('folders.noOtherFolder')}
          comboboxProps={{ withinPortal: true }}
        />
        {(move.error || folders.error) && (
          <Alert color="red" role="alert">
            {apiErrorMessage(move.error ?? folders.error, t('documents.moveFailed', { kind: item.kind }))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('documents.cancel')}
          </Button>
          <Button
            disabled={!target}
            loading={move.isPending}
            onClick={() => target && move.mutate(Number(target))}
          >
            {t('documents.move')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
