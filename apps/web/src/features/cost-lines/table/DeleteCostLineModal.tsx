import { COST_ITEM_MESSAGES, type CostLine } from '@freight/domain';
import { Text } from '@mantine/core';
import { useDeleteConfirmation } from '../../../shared/forms/useDeleteConfirmation';
import { ConfirmDeleteModal } from '../../../shared/ui/ConfirmDeleteModal';
import { costLineErrorMessage } from '../costLineErrorMessage';
import { useDeleteCostLine } from '../useDeleteCostLine';

interface DeleteCostLineModalProps {
  /** The line to delete; the modal is open while this is set. */
  item: CostLine | null;
  /** How many sub-items go with it (the server deletes them too). */
  subItemCount: number;
  onClose: () => void;
}

/** 'Are you sure you want to delete this cost item?' with Cancel and Delete. */
export function DeleteCostLineModal({ item, subItemCount, onClose }: DeleteCostLineModalProps) {
  const { shown, modal } = useDeleteConfirmation({
    target: item,
    mutation: useDeleteCostLine(),
    variables: (target) => target,
    onClose,
    deletedNotice: (target) => ({ color: 'teal', title: 'Cost item deleted', message: target.description }),
    failure: (error) => costLineErrorMessage(error, 'Failed to delete the cost item. Please try again.'),
  });
  return (
    <ConfirmDeleteModal
      {...modal}
      title="Delete cost item"
      zIndex={300}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
      focusConfirm
    >
      <Text size="sm">{COST_ITEM_MESSAGES.deleteConfirm}</Text>
      {shown && (
        <Text size="sm" fw={600} bg="var(--app-surface-subtle)" px="sm" py={6} style={{ borderRadius: 6 }}>
          {shown.description}
        </Text>
      )}
      {subItemCount > 0 && (
        <Text size="sm" c="dimmed">
          Its {subItemCount === 1 ? 'sub-item is' : `${subItemCount} sub-items are`} deleted with it.
        </Text>
      )}
    </ConfirmDeleteModal>
  );
}
