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
import { type FormEvent, useState } from 'react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
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
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const [type, setType] = useState<SettingType>('string');
  const [global, setGlobal] = useState(defaultGlobal);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ key?: string; value?: string }>({});
  const isGlobal = canWriteGlobal && global;

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = {
      key: key.trim() ? undefined : M.keyRequired,
      value: value.trim() ? undefined : M.valueRequired,
    };
    setErrors(problems);
    if (problems.key || problems.value) return;
    save.mutate(
      {
        setting_key: key.trim(),
        setting_value: value.trim(),
        setting_type: type,
        is_global: isGlobal,
        description: description.trim(),
      },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'teal', title: 'Setting saved', message: saved.setting_key });
          setKey('');
          setValue('');
          setDescription('');
          setType('string');
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
            value={key}
            error={errors.key}
            onChange={(e) => setKey(e.currentTarget.value)}
          />
          <TextInput
            label="Value"
            required
            value={value}
            error={errors.value}
            onChange={(e) => setValue(e.currentTarget.value)}
          />
          <Select
            label="Type"
            data={settingTypeOptions}
            value={type}
            onChange={(v) => v && setType(v as SettingType)}
            allowDeselect={false}
          />
        </SimpleGrid>
        <TextInput
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
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
              onChange={(e) => setGlobal(e.currentTarget.checked)}
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
