import { type Interaction, interactionsApi } from '@freight/domain';
import { Alert, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCategory,
  IconMessage,
  IconPaperclip,
} from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../shared/api/apiClient';
import { formatFieldValue } from '../../shared/autosave/formatFieldValue';
import { focusFirstInvalid } from '../../shared/forms/focusFirstInvalid';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { FormSection } from '../../shared/ui/FormSection';
import { InteractionAttachments } from './InteractionAttachments';
import { InteractionClassificationFields } from './InteractionClassificationFields';
import { InteractionDetailsFields } from './InteractionDetailsFields';
import { INTERACTION_FIELD_LABELS } from './interactionFieldLabels';
import {
  type InteractionFormValues,
  interactionFormValues,
  interactionPayload,
} from './interactionFormValues';
import { useInteractionAttachments } from './useInteractionAttachments';
import { useSaveInteraction } from './useSaveInteraction';

interface InteractionFormProps {
  initialValues: InteractionFormValues;
  /** The interaction being edited; absent for a new one. */
  record?: Interaction;
}

const SAVE_FAILED = 'Failed to save interaction. Please try again.';

const sameIds = (a: readonly { id: number }[], b: readonly { id: number }[]) =>
  a.map((x) => x.id).join() === b.map((x) => x.id).join();

/**
 * The interaction form (new and edit). Files upload as they are added; the interaction is then saved in one
 * call with their ids. A failed upload or save keeps everything typed and says what went wrong.
 */
export function InteractionForm({ initialValues, record }: InteractionFormProps) {
  const navigate = useNavigate();
  const files = useInteractionAttachments(record?.attachments ?? []);
  const form = useRecordForm<InteractionFormValues>({
    initial: initialValues,
    version: record?.version,
    stale: record && {
      labels: INTERACTION_FIELD_LABELS,
      formatValue: (field, value) =>
        field === 'contact_id' && value ? `Contact #${value}` : formatFieldValue(value),
      load: async () => {
        const latest = await callApi(interactionsApi.get, { params: { id: record.id } });
        // The files are one field: the colleague's list stands unless the user changed theirs.
        if (sameIds(files.kept, record.attachments)) files.resetKept(latest.attachments);
        return { values: interactionFormValues(latest), version: latest.version };
      },
    },
  });
  const save = useSaveInteraction();
  const editing = record !== undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    form.setFormError(null);
    if (form.blockedByConflict()) return;
    const payload = interactionPayload(form.values, files.attachmentIds);
    if (!payload.ok) {
      form.setErrors(payload.errors);
      focusFirstInvalid(form.formRef.current);
      return;
    }
    if (files.failed.length > 0) {
      const names = files.failed.map((item) => item.file.name).join(', ');
      form.setFormError(`Remove or retry the files that could not be uploaded: ${names}`);
      return;
    }
    const target = record && form.version !== undefined ? { id: record.id, version: form.version } : {};
    save.mutate(
      { body: payload.body, ...target },
      {
        onSuccess: (saved) => {
          files.uploads.reset();
          notifications.show({
            color: 'teal',
            message: editing
              ? `Interaction "${saved.subject}" updated.`
              : `Interaction "${saved.subject}" created.`,
            autoClose: 3000,
          });
          navigate('/support');
        },
        onError: (error) => void form.fail(error, SAVE_FAILED),
      },
    );
  }

  const busy = save.isPending;
  const waiting = files.uploading.length > 0;
  const fieldProps = {
    values: form.values,
    errors: form.errors,
    onChange: form.change,
    conflictAt: form.conflictAt,
    disabled: busy,
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="lg">
        {form.formError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {form.formError}
          </Alert>
        )}
        {form.stale && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
            <Text size="sm" fw={600}>
              Someone else saved this interaction after you opened it.
            </Text>
            <Text size="sm">
              Nothing was overwritten: their changes are in the form and yours are kept. Where you both
              changed a field, choose which value stays, then save again.
            </Text>
          </Alert>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="lg">
              <FormSection title="Interaction" icon={<IconMessage size={18} />}>
                <InteractionDetailsFields {...fieldProps} />
              </FormSection>
              <FormSection title="Attachments" icon={<IconPaperclip size={18} />}>
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
            <FormSection title="Classification" icon={<IconCategory size={18} />}>
              <InteractionClassificationFields {...fieldProps} />
            </FormSection>
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" gap="sm">
          {waiting && !busy && (
            <Text size="sm" c="dimmed" role="status">
              Waiting for {files.uploading.length === 1 ? '1 file' : `${files.uploading.length} files`} to
              finish uploading...
            </Text>
          )}
          <Button variant="default" onClick={() => navigate('/support')} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || waiting}>
            {busy ? 'Saving...' : editing ? 'Update' : 'Create'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
