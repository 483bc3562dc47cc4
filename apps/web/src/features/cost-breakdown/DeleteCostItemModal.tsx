import { COST_ITEM_MESSAGES, type CostItem } from '@freight/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { costItemErrorMessage } from './costItemErrorMessage';
import { useDeleteCostItem } from './useDeleteCostItem';

interface DeleteCostItemModalProps {
  /** The line to delete; the modal is open while this is set. */
  item: CostItem | null;
  /** How many sub-items go with it (the server deletes them too). */
  subItemCount: number;
  onClose: () => void;
}

/** 'Are you sure you want to delete this cost item?' with Cancel and Delete. */
export function DeleteCostItemModal({ item, subItemCount, onClose }: DeleteCostItemModalProps) {
  const remove = useDeleteCostItem();
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);

  function close() {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  }

  function confirm() {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', title: 'Cost item deleted', message: item.description });
        remove.reset();
        onClose();
      },
    });
  }

  return (
    <Modal
      opened={item !== null}
      onClose={close}
      title="Delete cost item"
      zIndex={300}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{COST_ITEM_MESSAGES.deleteConfirm}</Text>
        {shown && (
          <Text
            size="sm"
            fw={600}
            bg="var(--mantine-color-gray-0)"
            px="sm"
            py={6}
            style={{ borderRadius: 6 }}
          >
            {shown.description}
          </Text>
        )}
        {subItemCount > 0 && (
          <Text size="sm" c="dimmed">
            Its {subItemCount === 1 ? 'sub-item is' : `${subItemCount} sub-items are`} deleted with it.
          </Text>
        )}
        {remove.error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {costItemErrorMessage(remove.error, 'Failed to delete the cost item. Please try again.')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending} data-autofocus>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
