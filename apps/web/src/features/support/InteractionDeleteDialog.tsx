import { Text } from '@mantine/core';
import { DeleteRecordDialog } from '../../shared/forms/DeleteRecordDialog';
import { useDeleteInteraction } from './useDeleteInteraction';

interface InteractionDeleteDialogProps {
  /** The interaction to delete; the dialog is open while this is set. */
  interaction: { id: number; subject: string } | null;
  onClose: () => void;
}

/** The confirmation before an interaction (and its files) is deleted; the list reloads after. */
export function InteractionDeleteDialog({ interaction, onClose }: InteractionDeleteDialogProps) {
  return (
    <DeleteRecordDialog
      target={interaction}
      mutation={useDeleteInteraction()}
      onClose={onClose}
      title="Delete interaction"
      deletedNotice={(target) => ({
        color: 'teal',
        title: 'Interaction deleted',
        message: `${target.subject} was deleted.`,
        autoClose: 3000,
      })}
      failedMessage="Failed to delete interaction"
    >
      {() => (
        <Text size="sm">Are you sure you want to delete this interaction? This action cannot be undone.</Text>
      )}
    </DeleteRecordDialog>
  );
}
