import { Text } from '@mantine/core';
import { ConfirmDeleteModal } from '../../shared/ui/ConfirmDeleteModal';

interface DeleteQuotationModalProps {
  /** The quotation number being deleted; null closes the modal. */
  quotationNumber: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The delete confirmation: 'Are you sure you want to delete this?' with Cancel and Delete. */
export function DeleteQuotationModal({
  quotationNumber,
  deleting,
  onCancel,
  onConfirm,
}: DeleteQuotationModalProps) {
  return (
    <ConfirmDeleteModal
      opened={quotationNumber !== null}
      title={quotationNumber ? `Delete quotation ${quotationNumber}` : 'Delete quotation'}
      radius="lg"
      busy={deleting}
      busyLabel="Deleting..."
      // This one is laid out a little looser: 20px above the buttons and 16px between them.
      groupProps={{ gap: 'md', mt: 4 }}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <div>
        <Text size="sm">Are you sure you want to delete this?</Text>
        <Text size="sm" c="dimmed" mt={4}>
          The quotation is removed for everyone. This cannot be undone.
        </Text>
      </div>
    </ConfirmDeleteModal>
  );
}
