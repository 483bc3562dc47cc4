import { type FolderCreate, folderCreateSchema, foldersApi } from '@freight/domain';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { documentKeys } from '../../shared/api/queryKeys';
import { FormFooter } from '../../shared/forms/FormFooter';
import { FormTextarea } from '../../shared/forms/FormTextarea';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import type { MessageId } from '../../shared/i18n/i18n';
import { translateLabels } from '../../shared/i18n/translateLabels';
import { useT } from '../../shared/i18n/useT';

const blank = { name: '', description: '' };
/** The fields' labels, which also name them in their messages. */
const FOLDER_FIELD_LABELS = {
  name: 'folders.folderName',
  description: 'documents.description',
} as const satisfies Record<keyof typeof blank, MessageId>;

interface NewFolderModalProps {
  parentId: number;
  opened: boolean;
  onClose: () => void;
}

/** New Folder: Folder Name (required) and Description, inside the folder shown. */
export function NewFolderModal({ parentId, opened, onClose }: NewFolderModalProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useRecordForm({ initial: blank, labels: translateLabels(FOLDER_FIELD_LABELS, t) });
  const create = useMutation({
    mutationFn: (body: FolderCreate) => callApi(foldersApi.create, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
      close();
    },
    onError: (error) => void form.fail(error, t('folders.createFailed')),
  });
  function close() {
    form.reset(blank);
    create.reset();
    onClose();
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(folderCreateSchema, { ...form.values, parent_folder_id: parentId });
    if (body) create.mutate(body);
  };
  return (
    <Modal opened={opened} onClose={close} title={t('folders.newFolder')} centered>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t(FOLDER_FIELD_LABELS.name)}
            required
            data-autofocus
            value={form.values.name}
            error={form.errors.name}
            onChange={(e) => form.setField('name', e.currentTarget.value)}
          />
          <FormTextarea form={form} field="description" label={t(FOLDER_FIELD_LABELS.description)} />
          <FormFooter
            submitLabel={t('folders.createFolder')}
            busy={create.isPending}
            onCancel={close}
            error={form.formError}
          />
        </Stack>
      </form>
    </Modal>
  );
}
