import type { BoxItem } from '@freight/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useDeleteBoxItem } from './useDeleteBoxItem';

interface DeleteBoxItemModalProps {
  /** The item to delete; the modal is open while this is set. */
  item: BoxItem | null;
  onClose: () => void;
  title?: string;
}

/** The delete confirmation of the Shipment Items table (spec: default title 'Confirm Deletion'). */
export function DeleteBoxItemModal({ item, onClose, title = 'Confirm Deletion' }: DeleteBoxItemModalProps) {
  const remove = useDeleteBoxItem();
  // Keeps the name on screen while the modal fades out.
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
        notifications.show({ color: 'teal', title: 'Item deleted', message: item.name });
        remove.reset();
        onClose();
      },
    });
  }

  return (
    <Modal opened={item !== null} onClose={close} title={title} centered size="md">
      <Stack gap="md">
        <Text size="sm">
          Are you sure you want to delete{' '}
          <Text span fw={600}>
            {shown?.name}
          </Text>
          ? The quotation's totals and CBM- or weight-based costs will be recalculated.
        </Text>
        {remove.error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {`Failed to delete item: ${remove.error.message}`}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            color="red"
            leftSection={<IconTrash size={16} />}
            loading={remove.isPending}
            onClick={confirm}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
