import { type DocumentRecord, documentVersionCreateSchema, documentVersionsApi } from '@freight/domain';
import { Progress, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { FileDropzone } from '../../shared/files/FileDropzone';
import { uploadFile } from '../../shared/files/uploadFile';
import { FormFooter } from '../../shared/forms/FormFooter';
import { useDialogCloseGuard } from '../../shared/forms/FormModal';
import { FormTextarea } from '../../shared/forms/FormTextarea';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import type { MessageId } from '../../shared/i18n/i18n';
import { translateLabels } from '../../shared/i18n/translateLabels';
import { useT } from '../../shared/i18n/useT';

const blank = { file: null as File | null, change_description: '' };
/** The description's label, which also names it in its messages. */
const VERSION_FIELD_LABELS = {
  change_description: 'documents.changeDescription',
} as const satisfies Partial<Record<keyof typeof blank, MessageId>>;

interface UploadVersionFormProps {
  document: DocumentRecord;
  /** After the new version is stored (the lists are read again). */
  onUploaded: () => Promise<unknown>;
  /** A refused upload, told by the dialog. */
  onError: (error: unknown) => void;
}

/** Upload a new version: a file and a change description; its number is the highest + 1. */
export function UploadVersionForm({ document, onUploaded, onError }: UploadVersionFormProps) {
  const t = useT();
  const form = useRecordForm({ initial: blank, labels: translateLabels(VERSION_FIELD_LABELS, t) });
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: async ({ file, change_description }: { file: File; change_description: string }) => {
      const stored = await uploadFile(file, { purpose: 'document', onProgress: setProgress });
      return callApi(documentVersionsApi.create, {
        body: { document_id: document.id, upload_id: stored.id, change_description },
      });
    },
    onSettled: () => setProgress(null),
    onSuccess: async () => {
      form.reset(blank);
      await onUploaded();
    },
    onError,
  });

  // A chosen file or a typed description is asked about before the dialog drops it.
  useDialogCloseGuard(form.dirtyFields.length > 0 && !upload.isPending);

  function submit(event: FormEvent) {
    event.preventDefault();
    const { file, change_description } = form.values;
    if (!file) return;
    // The description is checked by the domain (its length); the upload's id comes once the file is stored.
    const checked = form.validate(documentVersionCreateSchema, {
      document_id: document.id,
      upload_id: 1,
      change_description,
    });
    if (checked) upload.mutate({ file, change_description });
  }

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('documents.uploadNewVersion')}
        </Text>
        {form.values.file ? (
          <Text size="sm">{form.values.file.name}</Text>
        ) : (
          <FileDropzone
            onFiles={(files) => form.setField('file', files[0] ?? null)}
            inputLabel={t('documents.chooseNewVersion')}
          />
        )}
        <FormTextarea
          form={form}
          field="change_description"
          label={t(VERSION_FIELD_LABELS.change_description)}
        />
        {progress !== null && <Progress value={progress * 100} aria-label={t('documents.uploadProgress')} />}
        <FormFooter
          submitLabel={t('documents.uploadVersion')}
          busy={upload.isPending}
          disabled={!form.values.file}
        />
      </Stack>
    </form>
  );
}
