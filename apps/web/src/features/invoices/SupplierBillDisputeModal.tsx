import { type SupplierInvoice, supplierInvoicesApi } from '@freight/domain';
import { Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { FormFooter } from '../../shared/forms/FormFooter';
import { FormModal, useDialogCloseGuard } from '../../shared/forms/FormModal';
import { useT } from '../../shared/i18n/useT';
import { useInvoiceChange } from './invoiceQueries';

function DisputeForm({ bill, onClose }: { bill: SupplierInvoice; onClose: () => void }) {
  const t = useT();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const dispute = useInvoiceChange(() =>
    callApi(supplierInvoicesApi.dispute, { params: { id: bill.id }, body: { note } }),
  );
  useDialogCloseGuard(note.trim() !== '' && !dispute.isPending);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (note.trim() === '') {
      setError(t('supplierBills.disputeNoteRequired'));
      return;
    }
    dispute.mutate(undefined, { onSuccess: onClose });
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('supplierBills.disputeWhy')}
          value={note}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autosize
          minRows={3}
          maxLength={2000}
          data-autofocus
        />
        <FormFooter
          submitLabel={t('supplierBills.disputeBill')}
          busy={dispute.isPending}
          error={dispute.isError ? apiErrorMessage(dispute.error, t('supplierBills.disputeFailed')) : null}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

/** Asks why a supplier's bill is disputed (a note is required), then disputes it. */
export function SupplierBillDisputeModal({
  bill,
  onClose,
}: {
  bill: SupplierInvoice | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <FormModal
      opened={bill !== null}
      onClose={onClose}
      title={bill ? t('supplierBills.disputeTitle', { supplier: bill.supplier, number: bill.number }) : ''}
    >
      {bill && <DisputeForm bill={bill} onClose={onClose} />}
    </FormModal>
  );
}
