import { Text } from '@mantine/core';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useDeleteConfirmation } from '../../shared/forms/useDeleteConfirmation';
import { ConfirmDeleteModal } from '../../shared/ui/ConfirmDeleteModal';
import { useDeleteInteraction } from './useDeleteInteraction';

interface InteractionDeleteDialogProps {
  /** The interaction to delete; the dialog is open while this is set. */
  interaction: { id: number; subject: string } | null;
  onClose: () => void;
}

/** The confirmation before an interaction (and its files) is deleted; the list reloads after. */
export function InteractionDeleteDialog({ interaction, onClose }: InteractionDeleteDialogProps) {
  const { modal } = useDeleteConfirmation({
    target: interaction,
    mutation: useDeleteInteraction(),
    variables: (target) => target.id,
    onClose,
    deletedNotice: (target) => ({
      color: 'teal',
      title: 'Interaction deleted',
      message: `${target.subject} was deleted.`,
      autoClose: 3000,
    }),
    failure: (error) => apiErrorMessage(error, 'Failed to delete interaction'),
  });
  return (
    <ConfirmDeleteModal {...modal} title="Delete interaction" focusConfirm>
      <Text size="sm">Are you sure you want to delete this interaction? This action cannot be undone.</Text>
    </ConfirmDeleteModal>
  );
}
