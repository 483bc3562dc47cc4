import { Group, Loader, Text } from '@mantine/core';
import { IconCloudCheck } from '@tabler/icons-react';
import type { AddressField } from './addressFormValues';
import type { FieldSaveState } from './FieldSaveIndicator';

/** 'Saving...' while a field travels; otherwise how saving works on this screen. */
export function AddressAutosaveNote({
  saveStates,
}: {
  saveStates: Partial<Record<AddressField, FieldSaveState>>;
}) {
  const saving = Object.values(saveStates).includes('saving');
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
      {saving ? <Loader size={14} /> : <IconCloudCheck size={16} color="var(--mantine-color-teal-6)" />}
      <Text size="sm" c="dimmed">
        {saving ? 'Saving...' : 'Each field is saved when you leave it'}
      </Text>
    </Group>
  );
}
