import {
  DOCUMENT_MESSAGES,
  type DocumentRecord,
  documentsApi,
  fileBaseName,
  renamedFileName,
} from '@freight/domain';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../../shared/api/apiClient';
import { documentKeys } from '../../../shared/api/queryKeys';

/** Rename File: a blank name is refused, an unchanged one just closes, the original extension is kept. */
export function QuotationDocumentRenameModal({
  document,
  onClose,
}: {
  document: DocumentRecord;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(fileBaseName(document.name));
  const [error, setError] = useState<string | null>(null);
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = renamedFileName(name, document.name);
    if (value === null) {
      setError(DOCUMENT_MESSAGES.fileNameRequired);
      return;
    }
    if (value === document.name) {
      onClose();
      return;
    }
    rename.mutate(value);
  };
  return (
    <Modal opened onClose={onClose} title="Rename File" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="File name"
            data-autofocus
            value={name}
            error={error}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
          />
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
