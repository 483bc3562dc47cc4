import type { Interaction } from '@freight/domain';
import { interactionsApi } from '@freight/domain';
import { Grid, Group, Stack, Text } from '@mantine/core';
import { IconCategory, IconMessage, IconPaperclip } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { callApi } from '../../shared/api/apiClient';
import { formatFieldValue } from '../../shared/autosave/formatFieldValue';
import { FormErrorAlert, StaleRecordAlert } from '../../shared/forms/FormAlerts';
import { FormFooter } from '../../shared/forms/FormFooter';
import { UnsavedChangesGuard } from '../../shared/forms/UnsavedChangesGuard';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { translateLabels } from '../../shared/i18n/translateLabels';
import { useT } from '../../shared/i18n/useT';
import { FormSection } from '../../shared/ui/FormSection';
import { InteractionAttachments } from './InteractionAttachments';
import { InteractionClassificationFields } from './InteractionClassificationFields';
import { InteractionDetailsFields } from './InteractionDetailsFields';
import { INTERACTION_FIELD_LABELS } from './interactionFieldLabels';
import { type InteractionFormValues, interactionFormValues } from './interactionFormValues';
import { useInteractionAttachments } from './useInteractionAttachments';
import { useInteractionSubmit } from './useInteractionSubmit';

interface InteractionFormProps {
  initialValues: InteractionFormValues;
  /** The interaction being edited; absent for a new one. */
  record?: Interaction;
}

const sameIds = (a: readonly { id: number }[], b: readonly { id: number }[]) =>
  a.map((x) => x.id).join() === b.map((x) => x.id).join();

/** Said beside the buttons while files are still uploading (the save waits for them). */
function UploadsWaiting({ count }: { count: number }) {
  const t = useT();
  return (
    <Text size="sm" c="dimmed" role="status">
      {t('interactions.uploadsWaiting', { count })}
    </Text>
  );
}

/**
 * The interaction form (new and edit). Files upload as they are added; the interaction is then saved in one
 * call with their ids. A failed upload or save keeps everything typed and says what went wrong.
 */
export function InteractionForm({ initialValues, record }: InteractionFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const files = useInteractionAttachments(record?.attachments ?? []);
  const labels = translateLabels(INTERACTION_FIELD_LABELS, t);
  const form = useRecordForm<InteractionFormValues>({
    initial: initialValues,
    version: record?.version,
    labels,
    stale: record && {
      labels,
      formatValue: (field, value) =>
        field === 'contact_id' && value
          ? t('interactions.contactNumber', { id: String(value) })
          : formatFieldValue(value),
      load: async () => {
        const latest = await callApi(interactionsApi.get, { params: { id: record.id } });
        // The files are one field: the colleague's list stands unless the user changed theirs.
        if (sameIds(files.kept, record.attachments)) files.resetKept(latest.attachments);
        return { values: interactionFormValues(latest), version: latest.version };
      },
    },
  });
  const { submit, busy } = useInteractionSubmit(form, files, record);
  const waiting = files.uploading.length;
  const fieldProps = {
    values: form.values,
    errors: form.errors,
    onChange: form.change,
    conflictAt: form.conflictAt,
    disabled: busy,
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={(form.dirtyFields.length > 0 || files.uploads.items.length > 0) && !busy} />
      <Stack gap="lg">
        <FormErrorAlert message={form.formError} />
        <StaleRecordAlert stale={form.stale} title={t('interactions.staleTitle')} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="lg">
              <FormSection title={t('interactions.sectionInteraction')} icon={<IconMessage size={18} />}>
                <InteractionDetailsFields {...fieldProps} />
              </FormSection>
              <FormSection title={t('interactions.sectionAttachments')} icon={<IconPaperclip size={18} />}>
                <InteractionAttachments
                  kept={files.kept}
                  onRemoveKept={files.removeKept}
                  uploads={files.uploads.items}
                  onAdd={files.uploads.add}
                  onRemoveUpload={files.uploads.remove}
                  onRetryUpload={files.uploads.retry}
                  error={form.errors.attachment_ids}
                  disabled={busy}
                />
              </FormSection>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <FormSection title={t('interactions.sectionClassification')} icon={<IconCategory size={18} />}>
              <InteractionClassificationFields {...fieldProps} />
            </FormSection>
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" gap="sm">
          {waiting > 0 && !busy && <UploadsWaiting count={waiting} />}
          <FormFooter
            layout="buttons"
            onCancel={() => navigate('/support')}
            submitLabel={record ? t('interactions.update') : t('interactions.create')}
            busy={busy}
            busyLabel={t('interactions.saving')}
            disabled={waiting > 0}
          />
        </Group>
      </Stack>
    </form>
  );
}
