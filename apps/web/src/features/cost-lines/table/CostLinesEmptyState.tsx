import { Button, EmptyState } from '@mantine/core';
import { IconPlus, IconReceipt2 } from '@tabler/icons-react';

/** No cost lines yet; the way to add the first one for users who may. */
export function CostLinesEmptyState({ onAdd }: { onAdd?: () => void }) {
  return (
    <EmptyState
      py={48}
      variant="light"
      icon={<IconReceipt2 size={28} />}
      title="No cost items yet"
      description="Add the charges of this quotation: freight, port charges, customs, insurance and more."
    >
      {onAdd && (
        <EmptyState.Actions>
          <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
            Add First Cost Item
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
