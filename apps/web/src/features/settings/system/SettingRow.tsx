import type { Setting } from '@freight/domain';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { RowEditDeleteActions } from '../../../shared/ui/RowEditDeleteActions';
import { SettingEditForm } from './SettingEditForm';
import { SETTING_TYPE_MESSAGES } from './settingTypeOptions';
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
  const t = useT();
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
                {t(SETTING_TYPE_MESSAGES[setting.setting_type])}
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
            <RowEditDeleteActions
              label={setting.setting_key}
              onEdit={() => setEditing(true)}
              onDelete={() => onDelete(setting)}
            />
          )}
        </Group>
      )}
    </Card>
  );
}
