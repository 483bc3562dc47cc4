import { DOCUMENT_MESSAGES, documentsApi, foldersApi } from '@freight/domain';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { documentKeys } from '../../shared/api/queryKeys';
import type { LibraryItem } from './libraryItem';

/** Renames a folder or a document; an unchanged name just closes. */
export function RenameItemModal({ item, onClose }: { item: LibraryItem; onClose: () => void }) {
  const queryClient = useQueryClient();
  const original = item.kind === 'folder' ? item.folder.name : item.document.name;
  const [name, setName] = useState(original);
  const [error, setError] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: async (value: string) => {
      if (item.kind === 'folder')
        await callApi(foldersApi.update, { params: { id: item.folder.id }, body: { name: value } });
      else await callApi(documentsApi.update, { params: { id: item.document.id }, body: { name: value } });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (!value) {
      setError(
        item.kind === 'folder' ? DOCUMENT_MESSAGES.folderNameRequired : DOCUMENT_MESSAGES.fileNameRequired,
      );
      return;
    }
    if (value === original) {
      onClose();
      return;
    }
    rename.mutate(value);
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={item.kind === 'folder' ? 'Rename Folder' : 'Rename Document'}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            data-autofocus
            value={name}
            error={error}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
          />
          {rename.error && (
            <Alert color="red" role="alert">
              {apiErrorMessage(rename.error, DOCUMENT_MESSAGES.renameFailed)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={rename.isPending}>
              Rename
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
