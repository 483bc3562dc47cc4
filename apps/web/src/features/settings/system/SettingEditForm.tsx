import { type Setting, settingsApi } from '@freight/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FormEvent } from 'react';
import { callApi } from '../../../shared/api/apiClient';
import { conflictContainer } from '../../../shared/autosave/FieldConflict';
import { FormConflicts } from '../../../shared/forms/FormConflicts';
import { reloadRecord } from '../../../shared/forms/reloadRecord';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { isFormLevelError } from '../../auth/isFormLevelError';
import { SettingTypeSelect } from './SettingTypeSelect';
import { settingEditValues, settingFieldLabels } from './settingEditValues';
import type { useSettingMutations } from './useSettingMutations';

interface SettingEditFormProps {
  setting: Setting;
  update: ReturnType<typeof useSettingMutations>['update'];
  onDone: () => void;
}

/** A setting's value, type and description edited in place; a 412 merges a colleague's save in. */
export function SettingEditForm({ setting, update, onDone }: SettingEditFormProps) {
  const t = useT();
  const form = useRecordForm({
    initial: () => settingEditValues(setting),
    version: setting.version,
    stale: {
      labels: settingFieldLabels(t),
      load: reloadRecord(() => callApi(settingsApi.get, { params: { id: setting.id } }), settingEditValues),
    },
  });
  const { values, errors } = form;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.blockedByConflict()) return;
    if (!values.setting_value.trim())
      return form.setErrors({ setting_value: t('systemSettings.valueRequired') });
    const changes = {
      setting_value: values.setting_value.trim(),
      setting_type: values.setting_type,
      description: values.description.trim(),
    };
    form.setFormError(null);
    update.mutate(
      { id: setting.id, version: form.version ?? setting.version, changes },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            title: t('systemSettings.updated'),
            message: setting.setting_key,
          });
          onDone();
        },
        onError: (e) => void form.fail(e, t('systemSettings.updateFailed')),
      },
    );
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      aria-label={t('systemSettings.editKey', { key: setting.setting_key })}
    >
      <Stack gap="xs">
        <Text fw={600} ff="monospace" size="sm">
          {setting.setting_key}
        </Text>
        <Group grow gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label={t('systemSettings.value')}
            value={values.setting_value}
            error={errors.setting_value}
            onChange={(e) => form.setField('setting_value', e.currentTarget.value)}
            inputContainer={conflictContainer(form.conflictAt('setting_value'))}
            miw={160}
            data-autofocus
          />
          <SettingTypeSelect
            value={values.setting_type}
            onChange={(type) => form.setField('setting_type', type)}
            miw={120}
          />
        </Group>
        <TextInput
          label={t('systemSettings.description')}
          value={values.description}
          onChange={(e) => form.setField('description', e.currentTarget.value)}
          inputContainer={conflictContainer(form.conflictAt('description'))}
        />
        <FormConflicts
          fields={form.conflictFields.filter((f) => f === 'setting_type')}
          conflictAt={form.conflictAt}
        />
        {form.formError && isFormLevelError(update.error) && (
          <ErrorAlert role="alert" py="xs">
            {form.formError}
          </ErrorAlert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onDone} disabled={update.isPending}>
            {t('systemSettings.cancel')}
          </Button>
          <Button type="submit" size="xs" loading={update.isPending}>
            {t('systemSettings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
