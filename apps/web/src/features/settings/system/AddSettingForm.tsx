import { SETTING_MESSAGES as M, type SettingType } from '@freight/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { settingTypeOptions } from './settingTypeOptions';
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
  const form = useRecordForm({ initial: blank });
  const { values, errors, setField } = form;
  const isGlobal = canWriteGlobal && values.global;

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = {
      key: values.key.trim() ? undefined : M.keyRequired,
      value: values.value.trim() ? undefined : M.valueRequired,
    };
    form.setErrors(problems);
    if (problems.key || problems.value) return;
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
          notifications.show({ color: 'teal', title: 'Setting saved', message: saved.setting_key });
          // The scope stays as the user left it for the next one.
          form.reset({ ...blank, global: values.global });
        },
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
      aria-label="Add Setting"
    >
      <Stack gap="sm">
        <Text fw={600}>Add Setting</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Key"
            required
            value={values.key}
            error={errors.key}
            onChange={(e) => setField('key', e.currentTarget.value)}
          />
          <TextInput
            label="Value"
            required
            value={values.value}
            error={errors.value}
            onChange={(e) => setField('value', e.currentTarget.value)}
          />
          <Select
            label="Type"
            data={settingTypeOptions}
            value={values.type}
            onChange={(v) => v && setField('type', v as SettingType)}
            allowDeselect={false}
          />
        </SimpleGrid>
        <TextInput
          label="Description"
          value={values.description}
          onChange={(e) => setField('description', e.currentTarget.value)}
        />
        {save.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {apiErrorMessage(save.error, M.createFailed)}
          </Alert>
        )}
        <Group justify="space-between">
          {canWriteGlobal ? (
            <Checkbox
              label="Global setting (applies to everyone)"
              checked={isGlobal}
              onChange={(e) => setField('global', e.currentTarget.checked)}
            />
          ) : (
            <span />
          )}
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={save.isPending}>
            Add Setting
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
