import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPackageOff, IconPlus } from '@tabler/icons-react';

/** 'No items found for this quotation', with 'Add First Item' for those who may add one. */
export function CargoLinesEmptyState({ onAdd }: { onAdd?: () => void }) {
  return (
    <Stack align="center" gap="xs" py={48} px="md" ta="center">
      <ThemeIcon size={52} radius="xl" variant="light" color="gray">
        <IconPackageOff size={26} />
      </ThemeIcon>
      <Text fw={600}>No items found for this quotation</Text>
      <Text size="sm" c="dimmed" maw={420}>
        Add the goods to ship with their size, weight and value; the totals and volume-based costs follow.
      </Text>
      {onAdd && (
        <Button mt="xs" leftSection={<IconPlus size={16} />} onClick={onAdd}>
          Add First Item
        </Button>
      )}
    </Stack>
  );
}
