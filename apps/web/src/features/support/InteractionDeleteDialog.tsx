import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { ConfirmDeleteModal } from '../../shared/ui/ConfirmDeleteModal';
import { useDeleteInteraction } from './useDeleteInteraction';

interface InteractionDeleteDialogProps {
  /** The interaction to delete; the dialog is open while this is set. */
  interaction: { id: number; subject: string } | null;
  onClose: () => void;
}

/** The confirmation before an interaction (and its files) is deleted; the list reloads after. */
export function InteractionDeleteDialog({ interaction, onClose }: InteractionDeleteDialogProps) {
  const remove = useDeleteInteraction();

  function close() {
    remove.reset();
    onClose();
  }

  function confirm() {
    if (!interaction) return;
    remove.mutate(interaction.id, {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          title: 'Interaction deleted',
          message: `${interaction.subject} was deleted.`,
          autoClose: 3000,
        });
        close();
      },
    });
  }

  return (
    <ConfirmDeleteModal
      opened={interaction !== null}
      title="Delete interaction"
      error={remove.error && apiErrorMessage(remove.error, 'Failed to delete interaction')}
      busy={remove.isPending}
      focusConfirm
      onCancel={close}
      onConfirm={confirm}
    >
      <Text size="sm">Are you sure you want to delete this interaction? This action cannot be undone.</Text>
    </ConfirmDeleteModal>
  );
}
