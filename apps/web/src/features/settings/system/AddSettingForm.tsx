import type { SettingType } from '@freight/domain';
import { Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { isFormLevelError } from '../../auth/isFormLevelError';
import { SettingTypeSelect } from './SettingTypeSelect';
import type { useSettingMutations } from './useSettingMutations';

interface AddSettingFormProps {
  save: ReturnType<typeof useSettingMutations>['save'];
  /** Whether the user may write global settings (settings:edit). */
  canWriteGlobal: boolean;
  /** Which list is showing: a new setting starts in that scope. */
  defaultGlobal: boolean;
}

/** Add Setting: key and value required after trimming (nothing is sent otherwise), type, global, description. */
export function AddSettingForm({ save, canWriteGlobal, defaultGlobal }: AddSettingFormProps) {
  const blank = { key: '', value: '', type: 'string' as SettingType, global: defaultGlobal, description: '' };
  const t = useT();
  const form = useRecordForm({ initial: blank });
  const { values, errors, setField } = form;
  const isGlobal = canWriteGlobal && values.global;

  const text = (field: 'key' | 'value' | 'description') => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setField(field, e.currentTarget.value),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = {
      key: values.key.trim() ? undefined : t('systemSettings.keyRequired'),
      value: values.value.trim() ? undefined : t('systemSettings.valueRequired'),
    };
    form.setErrors(problems);
    if (problems.key || problems.value) return;
    form.setFormError(null);
    save.mutate(
      {
        setting_key: values.key.trim(),
        setting_value: values.value.trim(),
        setting_type: values.type,
        is_global: isGlobal,
        description: values.description.trim(),
      },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'teal', title: t('systemSettings.saved'), message: saved.setting_key });
          // The scope stays as the user left it for the next one.
          form.reset({ ...blank, global: values.global });
        },
        onError: (error) => void form.fail(error, t('systemSettings.createFailed')),
      },
    );
  }

  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t('systemSettings.addSetting')}
    >
      <Stack gap="sm">
        <Text fw={600}>{t('systemSettings.addSetting')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label={t('systemSettings.key')} required {...text('key')} />
          <TextInput label={t('systemSettings.value')} required {...text('value')} />
          <SettingTypeSelect value={values.type} onChange={(type) => setField('type', type)} />
        </SimpleGrid>
        <TextInput label={t('systemSettings.description')} {...text('description')} />
        {form.formError && isFormLevelError(save.error) && (
          <ErrorAlert role="alert">{form.formError}</ErrorAlert>
        )}
        <Group justify="space-between">
          {canWriteGlobal ? (
            <Checkbox
              label={t('systemSettings.globalSetting')}
              checked={isGlobal}
              onChange={(e) => setField('global', e.currentTarget.checked)}
            />
          ) : (
            <span />
          )}
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={save.isPending}>
            {t('systemSettings.addSetting')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
