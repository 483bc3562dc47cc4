import { Text } from '@mantine/core';
import { DeleteRecordDialog } from '../../../shared/forms/DeleteRecordDialog';
import { useT } from '../../../shared/i18n/useT';
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
  groupProps: { gap: 'md', mt: 4 },
} as const;

/** The delete confirmation: 'Are you sure you want to delete this?' with Cancel and Delete. */
export function DeleteQuotationModal({ quotation, onClose }: DeleteQuotationModalProps) {
  const t = useT();
  return (
    <DeleteRecordDialog
      target={quotation}
      mutation={useDeleteQuotation()}
      onClose={onClose}
      title={
        quotation
          ? t('quotations.deleteTitleNumber', { number: quotation.quotation_number })
          : t('quotations.deleteTitle')
      }
      deletedNotice={(target) => ({
        color: 'gray',
        title: t('quotations.deleted', { number: target.quotation_number }),
        message: '',
      })}
      failedMessage={quotationActionFailure}
      failureNotice={(target) => t('quotations.deleteFailed', { number: target.quotation_number })}
      busyLabel={t('quotations.deleting')}
      {...LOOSE_LOOK}
    >
      {() => (
        <div>
          <Text size="sm">{t('quotations.deleteConfirm')}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            {t('quotations.deleteWarning')}
          </Text>
        </div>
      )}
    </DeleteRecordDialog>
  );
}
