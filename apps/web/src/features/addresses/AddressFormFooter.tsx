import { Button, Group, Paper } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface AddressFormFooterProps {
  submitLabel: string;
  saving: boolean;
  onCancel: () => void;
  /** Shown on the left, e.g. the autosave note. */
  status?: ReactNode;
}

/** The form's actions, kept in view at the bottom of the screen while the long form scrolls. */
export function AddressFormFooter({ submitLabel, saving, onCancel, status }: AddressFormFooterProps) {
  return (
    <Paper
      withBorder
      shadow="md"
      px="lg"
      py="sm"
      mt="lg"
      style={{ position: 'sticky', bottom: 16, zIndex: 5 }}
    >
      <Group justify="space-between" gap="sm">
        <div>{status}</div>
        <Group gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
