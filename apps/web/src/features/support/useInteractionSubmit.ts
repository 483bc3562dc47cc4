import type { Interaction } from '@freight/domain';
import { notifications } from '@mantine/notifications';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { focusFirstInvalid } from '../../shared/forms/focusFirstInvalid';
import type { RecordForm } from '../../shared/forms/useRecordForm';
import { translate } from '../../shared/i18n/useT';
import { translateFieldErrors } from '../../shared/i18n/validationMessages';
import { type InteractionFormValues, interactionPayload } from './interactionFormValues';
import type { useInteractionAttachments } from './useInteractionAttachments';
import { useSaveInteraction } from './useSaveInteraction';

/**
 * The interaction form's Create / Update: the checks (a conflict still to settle, the schema, files that
 * failed to upload), then one save with the uploaded files' ids, a notice, and back to the list. A failure
 * keeps everything typed (useRecordForm's `fail`, which merges a 412).
 */
export function useInteractionSubmit(
  form: RecordForm<InteractionFormValues>,
  files: ReturnType<typeof useInteractionAttachments>,
  record: Interaction | undefined,
) {
  const navigate = useNavigate();
  const save = useSaveInteraction();

  function submit(event: FormEvent) {
    event.preventDefault();
    form.setFormError(null);
    if (form.blockedByConflict()) return;
    const payload = interactionPayload(form.values, files.attachmentIds);
    if (!payload.ok) {
      form.setErrors(translateFieldErrors(payload.errors, form.labels));
      focusFirstInvalid(form.formRef.current);
      return;
    }
    if (files.failed.length > 0) {
      const names = files.failed.map((item) => item.file.name).join(', ');
      form.setFormError(translate('interactions.uploadsFailed', { names }));
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
            message: translate(record ? 'interactions.updated' : 'interactions.created', {
              subject: saved.subject,
            }),
            autoClose: 3000,
          });
          navigate('/support');
        },
        onError: (error) => void form.fail(error, translate('interactions.saveFailed')),
      },
    );
  }

  return { submit, busy: save.isPending };
}
