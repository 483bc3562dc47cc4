import { Text } from '@mantine/core';
import { DeleteRecordDialog } from '../../../shared/forms/DeleteRecordDialog';
import { quotationActionFailure } from './quotationActionFailure';
import { useDeleteQuotation } from './useDeleteQuotation';

interface DeleteQuotationModalProps {
  /** The quotation being deleted; null closes the modal. */
  quotation: { id: number; quotation_number: string } | null;
  onClose: () => void;
}

/** This one is laid out a little looser (20px above the buttons, 16px between them) and says Deleting... */
const LOOSE_LOOK = {
  focusConfirm: false,
  radius: 'lg',
  busyLabel: 'Deleting...',
  groupProps: { gap: 'md', mt: 4 },
} as const;

/** The delete confirmation: 'Are you sure you want to delete this?' with Cancel and Delete. */
export function DeleteQuotationModal({ quotation, onClose }: DeleteQuotationModalProps) {
  return (
    <DeleteRecordDialog
      target={quotation}
      mutation={useDeleteQuotation()}
      onClose={onClose}
      title={quotation ? `Delete quotation ${quotation.quotation_number}` : 'Delete quotation'}
      deletedNotice={(target) => ({
        color: 'gray',
        title: `${target.quotation_number} deleted`,
        message: '',
      })}
      failedMessage={quotationActionFailure}
      failureNotice={(target) => `Could not delete ${target.quotation_number}`}
      {...LOOSE_LOOK}
    >
      {() => (
        <div>
          <Text size="sm">Are you sure you want to delete this?</Text>
          <Text size="sm" c="dimmed" mt={4}>
            The quotation is removed for everyone. This cannot be undone.
          </Text>
        </div>
      )}
    </DeleteRecordDialog>
  );
}
