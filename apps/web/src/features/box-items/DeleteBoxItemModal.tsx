import type { BoxItem } from '@freight/domain';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../shared/ui/ConfirmDeleteModal';
import { useDeleteBoxItem } from './useDeleteBoxItem';

interface DeleteBoxItemModalProps {
  /** The item to delete; the modal is open while this is set. */
  item: BoxItem | null;
  onClose: () => void;
  title?: string;
}

/** The delete confirmation of the Shipment Items table (default title 'Confirm Deletion'). */
export function DeleteBoxItemModal({ item, onClose, title = 'Confirm Deletion' }: DeleteBoxItemModalProps) {
  const remove = useDeleteBoxItem();
  // Keeps the name on screen while the modal fades out.
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);

  function close() {
    remove.reset();
    onClose();
  }

  function confirm() {
    if (!item) return;
    remove.mutate(item, {
      onSuccess: () => {
        notifications.show({ color: 'teal', title: 'Item deleted', message: item.name });
        close();
      },
    });
  }

  return (
    <ConfirmDeleteModal
      opened={item !== null}
      title={title}
      size="md"
      error={remove.error && `Failed to delete item: ${remove.error.message}`}
      busy={remove.isPending}
      confirmIcon={<IconTrash size={16} />}
      onCancel={close}
      onConfirm={confirm}
    >
      <Text size="sm">
        Are you sure you want to delete{' '}
        <Text span fw={600}>
          {shown?.name}
        </Text>
        ? The quotation's totals and CBM- or weight-based costs will be recalculated.
      </Text>
    </ConfirmDeleteModal>
  );
}
