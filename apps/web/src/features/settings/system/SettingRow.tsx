import { SETTING_MESSAGES as M, type Setting, type SettingType } from '@freight/domain';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPencil, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { settingTypeOptions } from './settingTypeOptions';
import type { useSettingMutations } from './useSettingMutations';

interface SettingRowProps {
  setting: Setting;
  /** Whether this user may change it (their own, or a global one with settings:edit). */
  editable: boolean;
  update: ReturnType<typeof useSettingMutations>['update'];
  onDelete: (setting: Setting) => void;
}

/** One setting: key, type, value and description, edited in place. */
export function SettingRow({ setting, editable, update, onDelete }: SettingRowProps) {
  const [editing, setEditing] = useState(false);
  return (
    <Card withBorder padding="sm" radius="md" data-testid="setting-row" aria-label={setting.setting_key}>
      {editing ? (
        <SettingEditForm setting={setting} update={update} onDone={() => setEditing(false)} />
      ) : (
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Stack gap={4} miw={0}>
            <Group gap="xs">
              <Text fw={600} ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
                {setting.setting_key}
              </Text>
              <Badge size="sm" variant="light">
                {setting.setting_type}
              </Badge>
            </Group>
            <Text size="sm" style={{ wordBreak: 'break-word' }} data-testid="setting-value">
              {setting.setting_value}
            </Text>
            {setting.description && (
              <Text size="xs" c="dimmed">
                {setting.description}
              </Text>
            )}
          </Stack>
          {editable && (
            <Group gap={4} wrap="nowrap">
              <Tooltip label="Edit">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Edit ${setting.setting_key}`}
                  onClick={() => setEditing(true)}
                >
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Delete">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${setting.setting_key}`}
                  onClick={() => onDelete(setting)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        </Group>
      )}
    </Card>
  );
}

function SettingEditForm({
  setting,
  update,
  onDone,
}: {
  setting: Setting;
  update: SettingRowProps['update'];
  onDone: () => void;
}) {
  const [value, setValue] = useState(setting.setting_value);
  const [type, setType] = useState<SettingType>(setting.setting_type);
  const [description, setDescription] = useState(setting.description);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) {
      setError(M.valueRequired);
      return;
    }
    update.mutate(
      {
        id: setting.id,
        version: setting.version,
        changes: { setting_value: value.trim(), setting_type: type, description: description.trim() },
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', title: 'Setting updated', message: setting.setting_key });
          onDone();
        },
        onError: (e) => setError(apiErrorMessage(e, M.updateFailed)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${setting.setting_key}`}>
      <Stack gap="xs">
        <Text fw={600} ff="monospace" size="sm">
          {setting.setting_key}
        </Text>
        <Group grow gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label="Value"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            miw={160}
            data-autofocus
          />
          <Select
            label="Type"
            data={settingTypeOptions}
            value={type}
            onChange={(v) => v && setType(v as SettingType)}
            allowDeselect={false}
            miw={120}
          />
        </Group>
        <TextInput
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" size="xs" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
