import type { ClientInteraction } from '@freight/domain';
import { Alert, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCategory, IconMessage, IconPaperclip } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/ApiError';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { focusFirstInvalid } from '../../shared/forms/focusFirstInvalid';
import { FormSection } from '../../shared/ui/FormSection';
import { InteractionAttachments } from './InteractionAttachments';
import { InteractionClassificationFields } from './InteractionClassificationFields';
import { InteractionConflictAlert } from './InteractionConflictAlert';
import { InteractionDetailsFields } from './InteractionDetailsFields';
import {
  type InteractionFieldErrors,
  type InteractionFormValues,
  interactionFormValues,
  interactionPayload,
} from './interactionFormValues';
import { useInteractionAttachments } from './useInteractionAttachments';
import { useSaveInteraction } from './useSaveInteraction';

interface InteractionFormProps {
  initialValues: InteractionFormValues;
  /** The interaction being edited; absent for a new one. */
  record?: ClientInteraction;
}

const SAVE_FAILED = 'Failed to save interaction. Please try again.';

/**
 * The interaction form (new and edit). Files upload as they are added; the interaction is then saved in one
 * call with their ids. A failed upload or save keeps everything typed and says what went wrong.
 */
export function InteractionForm({ initialValues, record }: InteractionFormProps) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<InteractionFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [version, setVersion] = useState(record?.version);
  const [conflict, setConflict] = useState(false);
  const files = useInteractionAttachments(record?.attachments ?? []);
  const save = useSaveInteraction();
  const editing = record !== undefined;

  function change(patch: Partial<InteractionFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    // Editing a field clears its message, as the user is fixing it; the next save checks it again.
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch) as (keyof InteractionFormValues)[]) delete next[field];
      return next;
    });
  }

  function submit(event?: FormEvent, atVersion = version) {
    event?.preventDefault();
    setFormError(null);
    const payload = interactionPayload(values, files.attachmentIds);
    if (!payload.ok) {
      setErrors(payload.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    if (files.failed.length > 0) {
      const names = files.failed.map((item) => item.file.name).join(', ');
      setFormError(`Remove or retry the files that could not be uploaded: ${names}`);
      return;
    }
    const target = record && atVersion !== undefined ? { id: record.id, version: atVersion } : {};
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
        onError: (error) => {
          if (ApiError.is(error, 412)) {
            setConflict(true);
            return;
          }
          if (ApiError.is(error)) setErrors(error.fields as InteractionFieldErrors);
          setFormError(apiErrorMessage(error, SAVE_FAILED));
        },
      },
    );
  }

  const busy = save.isPending;
  const waiting = files.uploading.length > 0;

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="lg">
        {formError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {formError}
          </Alert>
        )}
        {conflict && record && (
          <InteractionConflictAlert
            id={record.id}
            onKeepMine={(latest) => {
              setConflict(false);
              setVersion(latest.version);
              submit(undefined, latest.version);
            }}
            onTakeTheirs={(latest) => {
              setConflict(false);
              setVersion(latest.version);
              setValues(interactionFormValues(latest));
              files.resetKept(latest.attachments);
              setErrors({});
            }}
          />
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="lg">
              <FormSection title="Interaction" icon={<IconMessage size={18} />}>
                <InteractionDetailsFields values={values} errors={errors} onChange={change} disabled={busy} />
              </FormSection>
              <FormSection title="Attachments" icon={<IconPaperclip size={18} />}>
                <InteractionAttachments
                  kept={files.kept}
                  onRemoveKept={files.removeKept}
                  uploads={files.uploads.items}
                  onAdd={files.uploads.add}
                  onRemoveUpload={files.uploads.remove}
                  onRetryUpload={files.uploads.retry}
                  error={errors.attachment_ids}
                  disabled={busy}
                />
              </FormSection>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <FormSection title="Classification" icon={<IconCategory size={18} />}>
              <InteractionClassificationFields
                values={values}
                errors={errors}
                onChange={change}
                disabled={busy}
              />
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
