import { Alert, Button, FileInput, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { z } from 'zod';
import { FormFooter } from '../../shared/forms/FormFooter';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { translate, useT } from '../../shared/i18n/useT';
import { downloadText } from './downloadText';
import { RateCardImportProblems } from './RateCardImportProblems';
import { rateCardTemplateCsv } from './rateCardTemplateCsv';
import { importProblems, useImportRateCards } from './useImportRateCards';

/** The largest file the server takes (2 MiB). */
const MAX_BYTES = 2 * 1024 * 1024;

/**
 * The file is checked here first, so a missing or too large file is told without a round trip; built at each
 * check, so its messages are in the reader's language of the moment.
 */
const importFileSchema = () =>
  z.object({
    file: z
      .custom<File>((value) => value instanceof File, translate('rateCards.fileRequired'))
      .refine((file) => file.size <= MAX_BYTES, translate('rateCards.fileTooLarge')),
  });

interface RateCardImportDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Import rate cards from CSV: all or nothing, with every problem listed by row and column. */
export function RateCardImportDialog({ opened, onClose }: RateCardImportDialogProps) {
  const t = useT();
  const form = useRecordForm<{ file: File | null }>({ initial: { file: null } });
  const importCards = useImportRateCards();

  function close() {
    form.reset({ file: null });
    importCards.reset();
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.setFormError(null);
    const chosen = form.validate(importFileSchema());
    if (!chosen) return;
    try {
      const { imported } = await importCards.mutateAsync(await chosen.file.text());
      notifications.show({
        color: 'teal',
        title: translate('rateCards.importedTitle'),
        message: translate('rateCards.importedCount', { count: imported }),
      });
      close();
    } catch (error) {
      await form.fail(error, t('rateCards.importFailed'));
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={
        <Title order={2} fz="h3">
          {t('rateCards.importTitle')}
        </Title>
      }
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('rateCards.importIntro')}
          </Text>
          <Group>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconDownload size={14} />}
              onClick={() => downloadText(rateCardTemplateCsv(), 'rate-cards-template.csv')}
            >
              {t('rateCards.downloadTemplate')}
            </Button>
          </Group>
          <FileInput
            label={t('rateCards.csvFile')}
            placeholder={t('rateCards.chooseCsv')}
            accept=".csv,text/csv"
            leftSection={<IconFileTypeCsv size={16} />}
            value={form.values.file}
            onChange={(chosen) => {
              form.setField('file', chosen);
              form.setFormError(null);
              importCards.reset();
            }}
            error={form.errors.file}
            clearable
          />
          {form.formError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title={form.formError}>
              <RateCardImportProblems rows={importProblems(importCards.error)} />
            </Alert>
          )}
          <Group justify="flex-end">
            <FormFooter
              layout="buttons"
              onCancel={close}
              submitLabel={t('rateCards.import')}
              busy={importCards.isPending}
            />
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
