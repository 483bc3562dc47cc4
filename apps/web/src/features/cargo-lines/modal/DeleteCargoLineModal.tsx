import type { CargoLine } from '@freight/domain';
import { Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { apiErrorReason } from '../../../shared/api/apiErrorMessage';
import { useDeleteConfirmation } from '../../../shared/forms/useDeleteConfirmation';
import { ConfirmDeleteModal } from '../../../shared/ui/ConfirmDeleteModal';
import { useDeleteCargoLine } from '../useDeleteCargoLine';

interface DeleteCargoLineModalProps {
  /** The item to delete; the modal is open while this is set. */
  item: CargoLine | null;
  onClose: () => void;
  title?: string;
}

/** The delete confirmation of the Shipment Items table (default title 'Confirm Deletion'). */
export function DeleteCargoLineModal({
  item,
  onClose,
  title = 'Confirm Deletion',
}: DeleteCargoLineModalProps) {
  const { shown, modal } = useDeleteConfirmation({
    target: item,
    mutation: useDeleteCargoLine(),
    variables: (target) => target,
    onClose,
    deletedNotice: (target) => ({ color: 'teal', title: 'Item deleted', message: target.name }),
    failure: (error) => `Failed to delete item: ${apiErrorReason(error, 'Please try again.')}`,
  });
  return (
    <ConfirmDeleteModal {...modal} title={title} size="md" confirmIcon={<IconTrash size={16} />}>
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
