import { DOCUMENT_MESSAGES, foldersApi } from '@freight/domain';
import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { documentKeys } from '../../shared/api/queryKeys';

/** New Folder: Folder Name (required) and Description, inside the folder shown. */
export function NewFolderModal({
  parentId,
  opened,
  onClose,
}: {
  parentId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => callApi(foldersApi.create, { body: { name, description, parent_folder_id: parentId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
      close();
    },
  });
  function close() {
    setName('');
    setDescription('');
    setNameError(null);
    create.reset();
    onClose();
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(DOCUMENT_MESSAGES.folderNameRequired);
      return;
    }
    create.mutate();
  };
  return (
    <Modal opened={opened} onClose={close} title="New Folder" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Folder Name"
            required
            data-autofocus
            value={name}
            error={nameError}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setNameError(null);
            }}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          {create.error && (
            <Alert color="red" role="alert">
              {apiErrorMessage(create.error, 'Failed to create folder')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create Folder
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
