import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPackageOff, IconPlus } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';

/** 'No items found for this quotation', with 'Add First Item' for those who may add one. */
export function CargoLinesEmptyState({ onAdd }: { onAdd?: () => void }) {
  const t = useT();
  return (
    <Stack align="center" gap="xs" py={48} px="md" ta="center">
      <ThemeIcon size={52} radius="xl" variant="light" color="gray">
        <IconPackageOff size={26} />
      </ThemeIcon>
      <Text fw={600}>{t('cargoLines.emptyTitle')}</Text>
      <Text size="sm" c="dimmed" maw={420}>
        {t('cargoLines.emptyText')}
      </Text>
      {onAdd && (
        <Button mt="xs" leftSection={<IconPlus size={16} />} onClick={onAdd}>
          {t('cargoLines.addFirstItem')}
        </Button>
      )}
    </Stack>
  );
}
