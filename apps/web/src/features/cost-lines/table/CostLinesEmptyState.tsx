import { Button, EmptyState } from '@mantine/core';
import { IconPlus, IconReceipt2 } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';

/** No cost lines yet; the way to add the first one for users who may. */
export function CostLinesEmptyState({ onAdd }: { onAdd?: () => void }) {
  const t = useT();
  return (
    <EmptyState
      py={48}
      variant="light"
      icon={<IconReceipt2 size={28} />}
      title={t('costLines.emptyTitle')}
      description={t('costLines.emptyText')}
    >
      {onAdd && (
        <EmptyState.Actions>
          <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
            {t('costLines.addFirstItem')}
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
