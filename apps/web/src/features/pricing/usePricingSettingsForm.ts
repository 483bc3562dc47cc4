import { type PricingSettings, pricingSettingsApi, pricingSettingsUpdateSchema } from '@freight/domain';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect } from 'react';
import { callApi } from '../../shared/api/apiClient';
import type { FieldOf } from '../../shared/autosave/autosaveTypes';
import { reloadRecord } from '../../shared/forms/reloadRecord';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { usePricingSettings } from './usePricingSettings';

interface PricingSettingsFormOptions<V extends object> {
  settings: PricingSettings;
  /** The part of the settings this form edits, as form values. */
  valuesOf: (settings: PricingSettings) => V;
  /** Each field's label (a conflict notice names it). */
  labels: Readonly<Record<FieldOf<V>, string>>;
  /** The notification after a save. */
  savedMessage: string;
  /** Said when the server's answer means nothing to a user. */
  failedMessage: string;
}

/**
 * A form over part of the pricing settings (one record, one version, shared by several cards): the toolkit's
 * values and messages, a save checked by the domain schema and sent on the version the form holds, and after a
 * 412 the colleague's values merged in field by field.
 * The form is not keyed by the version: a newer record read while the user types must not wipe their input.
 */
export function usePricingSettingsForm<V extends object>(options: PricingSettingsFormOptions<V>) {
  const { settings, valuesOf, labels } = options;
  const { query, save } = usePricingSettings();
  const form = useRecordForm<V>({
    initial: () => valuesOf(settings),
    version: settings.version,
    stale: {
      labels,
      load: reloadRecord(() => callApi(pricingSettingsApi.get), valuesOf),
    },
  });

  // A newer record (another card saved, a colleague's change read again) replaces the values while the user has
  // changed nothing here; with changes of their own the next save merges it instead (the 412 above).
  const latest = query.data;
  const untouched = form.dirtyFields.length === 0;
  useEffect(() => {
    if (latest && untouched && latest.version > (form.version ?? 0))
      form.reset(valuesOf(latest), latest.version);
  }, [latest, untouched, form.version, form.reset, valuesOf]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.blockedByConflict()) return;
    const changes = form.validate(pricingSettingsUpdateSchema);
    if (!changes) return;
    try {
      const saved = await save.mutateAsync({ changes, version: form.version ?? settings.version });
      form.reset(valuesOf(saved), saved.version);
      notifications.show({ color: 'green', message: options.savedMessage });
    } catch (error) {
      await form.fail(error, options.failedMessage);
    }
  }

  // A refusal that names fields is told at those fields; the message above the button is for the others.
  const formError = Object.keys(form.errors).length > 0 ? null : form.formError;
  return { form, submit, saving: save.isPending, formError };
}
