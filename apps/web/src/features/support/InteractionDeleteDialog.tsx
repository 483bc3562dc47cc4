import { Text } from '@mantine/core';
import { DeleteRecordDialog } from '../../shared/forms/DeleteRecordDialog';
import { useT } from '../../shared/i18n/useT';
import { useDeleteInteraction } from './useDeleteInteraction';

interface InteractionDeleteDialogProps {
  /** The interaction to delete; the dialog is open while this is set. */
  interaction: { id: number; subject: string } | null;
  onClose: () => void;
}

/** The confirmation before an interaction (and its files) is deleted; the list reloads after. */
export function InteractionDeleteDialog({ interaction, onClose }: InteractionDeleteDialogProps) {
  const t = useT();
  return (
    <DeleteRecordDialog
      target={interaction}
      mutation={useDeleteInteraction()}
      onClose={onClose}
      title={t('interactions.deleteTitle')}
      deletedNotice={(target) => ({
        color: 'teal',
        title: t('interactions.deleted'),
        message: t('interactions.deletedMessage', { subject: target.subject }),
        autoClose: 3000,
      })}
      failedMessage={t('interactions.deleteFailed')}
    >
      {() => <Text size="sm">{t('interactions.deleteConfirm')}</Text>}
    </DeleteRecordDialog>
  );
}
