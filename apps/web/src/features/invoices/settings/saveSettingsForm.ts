import { notifications } from '@mantine/notifications';
import type { z } from 'zod';
import type { FormErrors, RecordForm } from '../../../shared/forms/useRecordForm';
import { translateFieldErrors } from '../../../shared/i18n/validationMessages';

interface SettingsSave<C, S> {
  mutate: (
    input: { changes: C; version: number },
    options: { onSuccess: (saved: S) => void; onError: (error: Error) => void },
  ) => void;
}

/**
 * Saves a settings record's form on its version (If-Match), as the Invoicing section's forms do: nothing is
 * sent while a 412's conflicts wait or while the schema refuses a value; the schema's messages are set as their
 * paths name them (a tax rate's is 'tax_rates.1.name', deeper than the form's fields); a 412 is merged by the
 * form, and the saved record becomes the form's new start.
 */
export function saveSettingsForm<V extends object, C, S extends { version: number }>(
  form: RecordForm<V>,
  schema: z.ZodType<C>,
  save: SettingsSave<C, S>,
  valuesOf: (saved: S) => V,
  messages: { saved: string; failed: string },
) {
  if (form.blockedByConflict()) return;
  const parsed = schema.safeParse(form.values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] = issue.message;
    form.setErrors(translateFieldErrors(errors) as FormErrors<V>);
    return;
  }
  save.mutate(
    { changes: parsed.data, version: form.version! },
    {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved), saved.version);
        notifications.show({ color: 'green', message: messages.saved });
      },
      onError: (error) => void form.fail(error, messages.failed),
    },
  );
}
